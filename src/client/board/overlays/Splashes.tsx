import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAction, GameView, PlayerView } from '../../../protocol/game';
import type { EndPrompt, RematchChoice } from '../../../protocol/sockets';
import type { BoardMode } from '../types';
import { Splash } from './Splash';

export interface SplashesProps {
  view: GameView;
  me?: PlayerView;
  mode: BoardMode;
  disconnected: boolean;
  send: (action: GameAction) => void;
  /** The node's end prompt for this player (live games only). */
  endPrompt?: EndPrompt | null;
  onEndChoice?: (choice: RematchChoice) => void;
}

/** Alert and defeat splashes (closed through the server), the game-over splash, and Disconnected!. */
export function Splashes({ view, me, mode, disconnected, send, endPrompt, onEndChoice }: SplashesProps) {
  const { t } = useTranslation('board');
  const [closedWin, setClosedWin] = useState<string | null>(null);
  const prompt = me?.promptState;
  const winner = view.winner ? view.players[view.winner] : undefined;
  if (disconnected && mode !== 'replay') return <Splash title={t('disconnected')} label={t('disconnected')} tone="danger" />;
  // Once the game is over the game-over splash wins: the server takes no more 'done' for a defeat.
  if (prompt?.showAlert && mode === 'live' && !view.winner) {
    const defeat = prompt.showAlert === 'defeat';
    const close = () => send(defeat ? { command: 'menuButton', arg: 'done' } : { command: 'closeAlert' });
    return (
      <AlertSplash
        key={`${prompt.showAlert}:${prompt.message ?? ''}:${prompt.champion?.uuid ?? ''}`}
        defeat={defeat}
        champion={prompt.champion?.name}
        message={prompt.message}
        seconds={me?.optionSettings.alertTimer ?? 0}
        onClose={close}
      />
    );
  }
  if (winner && closedWin !== view.winner) {
    return (
      <Splash title={t('winner', { name: winner.name })} label={t('gameOver')}>
        {view.winReason ? <p className="mt-1 text-sm text-stone-400">{t(`winReason.${view.winReason}`)}</p> : null}
        <ul className="mt-3 flex justify-center gap-2" aria-label={t('winningChampions')}>
          {winner.champions.slice(0, 3).map((c) => (
            <li key={c.uuid} className="w-24 rounded border border-ember-700 bg-stone-900 p-1">
              {c.id ? <img src={`/img/cards/${c.id}.svg`} alt="" className="mb-1 aspect-[5/7] w-full rounded object-cover" onError={(e) => (e.currentTarget.style.display = 'none')} /> : null}
              <span className="text-xs text-stone-200">{c.name}</span>
            </li>
          ))}
        </ul>
        {mode === 'live' && endPrompt && onEndChoice ? (
          <EndChoice
            prompt={endPrompt}
            onChoice={(choice) => {
              onEndChoice(choice);
              // Continue means staying on this board: the splash goes, the board and chat stay.
              if (choice === 'continue') setClosedWin(view.winner);
            }}
          />
        ) : (
          <button type="button" className="mt-4 rounded bg-stone-700 px-4 py-1.5 text-stone-100 hover:bg-stone-600" onClick={() => setClosedWin(view.winner)}>
            {t('close')}
          </button>
        )}
      </Splash>
    );
  }
  return null;
}

/**
 * An alert (a champion's defeat): closed by Ok or, with the player's alert timer above 0, by itself
 * after that many seconds, counting down on the splash; 0 keeps it until Ok (docs/decisions.md).
 */
function AlertSplash({ defeat, champion, message, seconds, onClose }: { defeat: boolean; champion?: string; message?: string; seconds: number; onClose: () => void }) {
  const { t } = useTranslation('board');
  const [left, setLeft] = useState(seconds);
  // The latest close (its state id moves on while the splash is up) without restarting the countdown.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(tick);
        close.current();
      }
    }, 250);
    return () => clearInterval(tick);
  }, [seconds]);
  return (
    <Splash title={defeat ? t('defeated') : t('alert')} label={defeat ? t('defeated') : t('alert')} tone={defeat ? 'danger' : 'ember'}>
      {champion ? <p className="mt-2 text-stone-300">{champion}</p> : null}
      {message ? <p className="mt-2 text-stone-200">{message}</p> : null}
      <button type="button" className="mt-4 rounded bg-ember-600 px-4 py-1.5 font-semibold text-white hover:bg-ember-500" onClick={onClose}>
        {t('ok')}
      </button>
      {seconds > 0 ? (
        <p className="mt-2 text-xs text-stone-400" role="timer">
          {t('alertClosesIn', { count: left })}
        </p>
      ) : null}
    </Splash>
  );
}

/** Board-spec 4, game end: continue playing or rematch, then waiting for the opponent's choice. */
function EndChoice({ prompt, onChoice }: { prompt: EndPrompt; onChoice: (choice: RematchChoice) => void }) {
  const { t } = useTranslation('board');
  const secondary = 'rounded bg-stone-700 px-4 py-1.5 text-stone-100 hover:bg-stone-600';
  const status = (text: string) => (
    <p role="status" className="mt-4 text-stone-200">
      {text}
    </p>
  );
  if (prompt.state === 'starting') return status(t('rematchStarting'));
  const cont = (
    <button type="button" className={secondary} onClick={() => onChoice('continue')}>
      {t('continuePlaying')}
    </button>
  );
  if (prompt.state === 'waiting' || prompt.state === 'declined') {
    return (
      <>
        {status(prompt.state === 'waiting' ? t('waitingForOpponentChoice') : t('rematchDeclined'))}
        <div className="mt-3 flex justify-center">{cont}</div>
      </>
    );
  }
  return (
    <div className="mt-4 flex justify-center gap-2">
      <button type="button" className="rounded bg-ember-600 px-4 py-1.5 font-semibold text-white hover:bg-ember-500" onClick={() => onChoice('rematch')}>
        {t('rematch')}
      </button>
      {cont}
    </div>
  );
}
