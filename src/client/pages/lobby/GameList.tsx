import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '../../../protocol/lobby';

/** The games list grouped into its casual and competitive sections, each with a count. */
export function GameList({ games }: { games: readonly LobbyGame[] }) {
  const { t } = useTranslation();
  if (games.length === 0) return <p className="text-stone-400">{t('lobby.noGames')}</p>;
  const sections = [
    { key: 'casual', label: t('lobby.casual'), games: games.filter((g) => g.gameType !== 'competitive') },
    { key: 'competitive', label: t('lobby.competitive'), games: games.filter((g) => g.gameType === 'competitive') },
  ];
  return (
    <div className="space-y-4">
      {sections.map((section) => (
        <section key={section.key} aria-label={section.label}>
          <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase">
            {section.label} ({section.games.length})
          </h3>
          <ul className="mt-2 divide-y divide-stone-800">
            {section.games.map((game) => (
              <li key={game.id} className="py-2 text-stone-200">
                {game.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
