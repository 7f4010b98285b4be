import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { gameSession, type PingLevel } from '../stores/gameSession';
import { lobbyStore } from '../stores/lobby';

const dot: Record<PingLevel, string> = { success: 'bg-emerald-500', warning: 'bg-amber-400', danger: 'bg-red-500', unknown: 'bg-stone-500' };

function Indicator({ name, state, ping }: { name: string; state: string | null; ping: { level: PingLevel; text: string } }) {
  const { t } = useTranslation();
  const connected = state === 'connected';
  const level: PingLevel = connected ? ping.level : state === 'connecting' || state === 'reconnecting' ? 'warning' : 'danger';
  const text = connected ? ping.text : t(`connection.${state ?? 'connecting'}`);
  return (
    <span className="flex items-center gap-1.5 text-xs text-stone-300 2xl:text-base" data-testid={`${name}-connection`}>
      <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${dot[level]}`} />
      <span>
        {t(`connection.${name}`)}: {text}
      </span>
    </span>
  );
}

/** The lobby link (always), and during a started game the game link, games count with a hover list and lobby user count. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const { lobbyLink, currentGame, games, users } = useSnapshot(lobbyStore);
  const { link: gameLink } = useSnapshot(gameSession);
  const inGame = Boolean(currentGame?.started);
  return (
    <div className="flex items-center gap-3">
      {inGame && (
        <>
          <Popover className="relative">
            <PopoverButton className="rounded px-2 py-1 text-xs text-stone-300 hover:bg-stone-800 2xl:text-base">{t('connection.games', { count: games.length })}</PopoverButton>
            <PopoverPanel anchor="bottom end" className="z-40 mt-1 w-64 rounded-md border border-stone-700 bg-stone-900 p-2 text-sm shadow-xl">
              <ul className="max-h-80 overflow-y-auto">
                {games.map((g) => (
                  <li key={g.id} className="truncate px-2 py-1 text-stone-200">
                    {g.name} <span className="text-stone-500">({Object.keys(g.players).join(' vs ')})</span>
                  </li>
                ))}
              </ul>
            </PopoverPanel>
          </Popover>
          <span className="text-xs text-stone-300 2xl:text-base">{t('connection.users', { count: users.length })}</span>
          <Indicator name="game" state={gameLink.state} ping={gameLink.ping} />
        </>
      )}
      <Indicator name="lobby" state={lobbyLink.state} ping={lobbyLink.ping} />
    </div>
  );
}
