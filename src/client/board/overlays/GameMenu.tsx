import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAction, GameView } from '../../../protocol/game';
import { quitControl } from '../layout/menuRules';
import type { BoardMode } from '../types';
import { ConfirmDialog } from './ConfirmDialog';

export interface GameMenuProps {
  view: GameView;
  mode: BoardMode;
  send: (action: GameAction) => void;
  onLeave?: () => void;
  onSettings: () => void;
  onManualCommands: () => void;
}

/** Spectators (names on hover), leave or concede, settings, manual mode and its command list, undo. */
export function GameMenu({ view, mode, send, onLeave, onSettings, onManualCommands }: GameMenuProps) {
  const { t } = useTranslation('board');
  const [confirm, setConfirm] = useState<{ text: string; run: () => void } | null>(null);
  const quit = quitControl(view, mode);
  const isPlayer = mode === 'live' && !!view.viewer && !!view.players[view.viewer];
  const leave = () => {
    send({ command: 'leavegame' });
    onLeave?.();
  };
  const btn = 'rounded bg-stone-800 px-2 py-1 text-xs text-stone-200 hover:bg-stone-700 disabled:opacity-40';
  const requested = view.manualModeRequest === view.viewer;
  return (
    <nav aria-label={t('gameMenu')} className="flex flex-wrap items-center gap-1.5">
      <span className="group relative rounded bg-stone-800 px-2 py-1 text-xs text-stone-300" tabIndex={0} aria-label={t('spectatorsAria', { count: view.spectators.length, names: view.spectators.map((s) => s.name).join(', ') })}>
        {t('spectators', { count: view.spectators.length })}
        {view.spectators.length ? (
          <span role="tooltip" className="absolute left-0 top-full z-50 mt-1 hidden min-w-32 rounded border border-stone-600 bg-stone-900 p-1 group-hover:block group-focus:block">
            {view.spectators.map((s) => (
              <span key={s.id} className="block whitespace-nowrap">
                {s.name}
              </span>
            ))}
          </span>
        ) : null}
      </span>
      {quit.kind === 'concede' ? (
        <button type="button" className={btn} onClick={() => setConfirm({ text: quit.confirm, run: () => send({ command: 'concede' }) })}>
          {t('concede')}
        </button>
      ) : null}
      {quit.kind === 'leave' ? (
        <button type="button" className={btn} onClick={() => (quit.confirm ? setConfirm({ text: quit.confirm, run: leave }) : leave())}>
          {t('leave')}
        </button>
      ) : null}
      <button type="button" className={btn} onClick={onSettings}>
        {t('settings')}
      </button>
      {isPlayer && view.started ? (
        <>
          <button type="button" className={btn} aria-pressed={view.manualMode} disabled={requested} onClick={() => send({ command: 'toggleManualMode' })}>
            {view.manualMode ? t('manualOn') : requested ? t('manualRequested') : t('manualOff')}
          </button>
          {view.manualMode ? (
            <button type="button" className={btn} onClick={onManualCommands}>
              {t('manualCommands')}
            </button>
          ) : null}
          <button type="button" className={btn} disabled={!!view.undoRequest || !!view.winner} onClick={() => send({ command: 'requestUndo' })}>
            {view.undoRequest === view.viewer ? t('undoRequested') : t('undo')}
          </button>
        </>
      ) : null}
      <ConfirmDialog
        text={confirm?.text ?? null}
        onCancel={() => setConfirm(null)}
        onOk={() => {
          confirm?.run();
          setConfirm(null);
        }}
      />
    </nav>
  );
}
