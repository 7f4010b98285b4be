import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { lobbyStore } from '../../stores/lobby';
import { DeferredPopover } from '../../ui/deferred';
import { PlayerName } from './PlayerName';

/** The online count, opening the list of who is online (as the lobby filters it), each with their avatar or initial. */
export function OnlineUsers() {
  const { t } = useTranslation('lobby');
  const { users } = useSnapshot(lobbyStore);
  return (
    <DeferredPopover
      className="relative"
      buttonClassName="rounded px-2 py-0.5 text-sm text-stone-400 hover:bg-stone-800 hover:text-stone-200 2xl:text-lg"
      button={t('chat.online', { count: users.length })}
    >
      {({ PopoverPanel }) => (
        <PopoverPanel anchor="bottom end" className="z-40 mt-1 w-60 rounded-md border border-stone-700 bg-stone-900 p-2 text-sm shadow-xl 2xl:text-lg">
          <ul aria-label={t('chat.onlineList')} className="max-h-80 space-y-1 overflow-y-auto">
            {users.map((u) => (
              <li key={u.username} className="px-2 py-1 text-stone-200">
                <PlayerName name={u.name} gamesPlayed={u.gamesPlayed} avatar={u.avatar} />
              </li>
            ))}
          </ul>
        </PopoverPanel>
      )}
    </DeferredPopover>
  );
}
