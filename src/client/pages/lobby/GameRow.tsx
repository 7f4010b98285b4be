import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '../../../protocol/lobby';
import { BOT_LEVEL_LABELS } from '../../../protocol/bot';
import { ConfirmDialog, useConfirmation } from '../../ui';
import { removeGame, requestGame } from './gameActions';
import { canJoin, canRemove, canWatch, elapsed, gameStatus, type Viewer } from './gameRules';
import { PlayerName } from './PlayerName';
import { smallButton } from '../../ui/tokens';

const statusColour = { created: 'bg-sky-900 text-sky-100', started: 'bg-emerald-900 text-emerald-100', finished: 'bg-stone-700 text-stone-200' };

/** One game of the list: name, format, players, status with elapsed time, and the buttons the viewer may use. */
export function GameRow({ game, viewer }: { game: LobbyGame; viewer: Viewer }) {
  const { t } = useTranslation('lobby');
  const [now, setNow] = useState(() => Date.now());
  const removing = useConfirmation<string>(removeGame);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const status = gameStatus(game);
  const players = Object.values(game.players);
  const highlight = viewer.canManageGames && game.gamePrivate ? 'bg-amber-950/30' : '';
  return (
    <li className={`flex flex-wrap items-center gap-x-4 gap-y-2 py-3 ${highlight}`} data-testid="game-row" data-game-id={game.id}>
      <div className="min-w-0 flex-1 basis-60">
        <p className="flex items-center gap-2 font-semibold text-stone-100 2xl:text-xl">
          <span className="truncate">{game.name}</span>
          {game.needsPassword && (
            <svg role="img" aria-label={t('passwordProtected')} viewBox="0 0 16 16" className="h-4 w-4 shrink-0 text-amber-300">
              <title>{t('passwordProtected')}</title>
              <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z" />
            </svg>
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-stone-300 2xl:text-lg">
          <span className="text-ember-300">{t(`newGame.formats.${game.gameFormat === 'coaloff' ? 'constructed' : game.gameFormat}.label`)}</span>
          <span aria-hidden>·</span>
          {players.map((p, i) => (
            <span key={p.username} className="inline-flex items-center gap-2">
              {i > 0 && <span className="text-stone-500">{t('vs')}</span>}
              <PlayerName name={p.name} gamesPlayed={p.gamesPlayed} avatar={p.avatar} bot={p.role === 'bot'} />
            </span>
          ))}
          {players.length < 2 && !game.started && <span className="text-stone-400 italic">{t('waitingForPlayer')}</span>}
          {game.solo && game.botLevel && <span data-testid="bot-level">({BOT_LEVEL_LABELS[game.botLevel].name})</span>}
        </p>
        {viewer.canManageGames && game.node && <p className="text-xs text-stone-500">{game.node}</p>}
      </div>
      <div className="flex items-center gap-2 text-sm 2xl:text-lg">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold 2xl:text-base ${statusColour[status]}`}>{t(`status.${status}`)}</span>
        <time className="font-mono text-stone-300" aria-label={t('elapsed', { time: elapsed(game, now) })}>
          {elapsed(game, now)}
        </time>
      </div>
      <div className="flex gap-2">
        {canJoin(game, viewer) && (
          <button type="button" className={`${smallButton} bg-ember-700 text-white hover:bg-orange-800`} onClick={() => requestGame(game, 'Join')}>
            {t('join')}
          </button>
        )}
        {canWatch(game, viewer) && (
          <button type="button" className={`${smallButton} bg-stone-700 text-stone-100 hover:bg-stone-600`} onClick={() => requestGame(game, 'Watch')}>
            {t('watch')}
          </button>
        )}
        {canRemove(viewer) && (
          <button type="button" className={`${smallButton} bg-red-800 text-white hover:bg-red-700`} onClick={() => removing.ask(game.id)}>
            {t('remove')}
          </button>
        )}
      </div>
      <ConfirmDialog {...removing.dialog} title={t('confirm')} question={t('killConfirm')} confirmLabel={t('yes')} cancelLabel={t('no')} />
    </li>
  );
}
