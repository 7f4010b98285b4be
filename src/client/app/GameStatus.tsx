import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { gameSession } from '../stores/gameSession';
import { lobbySend } from '../net/lobbySocket';
import { lobbyStore } from '../stores/lobby';
import { Indicator, LobbyIndicator } from './ConnectionIndicator';

/** During a started game: the games count with its list, the lobby's user count and the game link (ConnectionStatus loads it). */
export function GameLinks() {
  const { t } = useTranslation();
  const { games, heldCounts, users } = useSnapshot(lobbyStore);
  const { link: gameLink } = useSnapshot(gameSession);
  return (
    <>
      <Popover className="relative">
        {({ open }) => (
          <>
            <PopoverButton className="rounded px-2 py-1 text-xs text-stone-300 hover:bg-stone-800 2xl:text-base">{t('connection.games', { count: heldCounts.games ?? games.length })}</PopoverButton>
            <GamesPanel open={open} />
          </>
        )}
      </Popover>
      <span className="text-xs text-stone-300 2xl:text-base">{t('connection.users', { count: heldCounts.users ?? users.length })}</span>
      <Indicator name="game" state={gameLink.state} ping={gameLink.ping} />
    </>
  );
}

/** The games list of the in-game header: asked for whole when it opens (at the board its changes are held back). */
function GamesPanel({ open }: { open: boolean }) {
  const { games } = useSnapshot(lobbyStore);
  useEffect(() => {
    if (open) lobbySend('listgames');
  }, [open]);
  return (
    <PopoverPanel anchor="bottom end" className="z-40 mt-1 w-64 rounded-md border border-stone-700 bg-stone-900 p-2 text-sm shadow-xl">
      <ul className="max-h-80 overflow-y-auto">
        {games.map((g) => (
          <li key={g.id} className="truncate px-2 py-1 text-stone-200">
            {g.name} <span className="text-stone-500">({Object.keys(g.players).join(' vs ')})</span>
          </li>
        ))}
      </ul>
    </PopoverPanel>
  );
}

const foldedDot = { connected: 'bg-emerald-500', connecting: 'bg-amber-400', reconnecting: 'bg-amber-400' } as Record<string, string>;

/** The connection indicators behind one dot (the game link's state), for a started game on a small screen (TopMenu loads it). */
export function FoldedStatus() {
  const { t } = useTranslation();
  const { lobbyLink } = useSnapshot(lobbyStore);
  const { link: gameLink } = useSnapshot(gameSession);
  const state = lobbyLink.state === 'connected' ? (gameLink.state ?? 'connecting') : lobbyLink.state;
  return (
    <Popover className="relative shrink-0">
      <PopoverButton aria-label={t('menu.connection')} className="grid h-9 w-9 place-items-center rounded-md hover:bg-stone-800 data-open:bg-stone-800">
        <span aria-hidden className={`h-3 w-3 rounded-full ${foldedDot[state] ?? 'bg-red-500'}`} />
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-40 mt-1 rounded-md border border-stone-700 bg-stone-900 p-3 shadow-xl [&_span]:whitespace-nowrap [&>div]:flex-col [&>div]:items-start [&>div]:gap-2">
        {/* ConnectionStatus's own content, as a started game shows it. */}
        <div className="flex items-center gap-3">
          <GameLinks />
          <LobbyIndicator />
        </div>
      </PopoverPanel>
    </Popover>
  );
}
