import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNewPlayer } from './gameRules';

/** A player's avatar initial, name and the new-player sprout (fewer than 12 games played; never on the bot). */
export function PlayerName({ name, gamesPlayed, avatar, bot = false }: { name: string; gamesPlayed?: number; avatar?: string | null; bot?: boolean }) {
  const { t } = useTranslation('lobby');
  // The picture that failed to load (removed, or the server is unreachable): the initial instead, never a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-1.5">
      {avatar && avatar !== failed ? (
        <img src={avatar} alt="" className="h-6 w-6 rounded-full 2xl:h-9 2xl:w-9" onError={() => setFailed(avatar)} />
      ) : (
        <span aria-hidden className="grid h-6 w-6 place-items-center rounded-full bg-stone-700 text-xs font-bold text-stone-100 2xl:h-9 2xl:w-9 2xl:text-base">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span>{name}</span>
      {!bot && isNewPlayer(gamesPlayed) && (
        <svg role="img" aria-label={t('newPlayer')} viewBox="0 0 16 16" className="h-4 w-4 text-emerald-400 2xl:h-6 2xl:w-6">
          <title>{t('newPlayer')}</title>
          <path fill="currentColor" d="M7.5 15V8.6C5 8.8 2.4 7.4 2 3.5 5 3.2 7.4 4.6 7.9 7.2 8.6 4 11 2.3 14.5 2.5 14.3 6.5 11.6 8.4 8.6 8.2V15z" />
        </svg>
      )}
    </span>
  );
}
