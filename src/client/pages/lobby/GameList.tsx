import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '../../../protocol/lobby';
import { GameFilterMenu } from './GameFilterMenu';
import { FILTER_KEY, parseFilter, sections, type GameFilter, type Viewer } from './gameRules';
import { GameRow } from './GameRow';
import { panel, panelTitle } from '../../ui/tokens';

function readFilter(): GameFilter {
  try {
    return parseFilter(localStorage.getItem(FILTER_KEY));
  } catch {
    return parseFilter(null);
  }
}

/** The games list in its casual and competitive sections, each with a count, filtered per game type. */
export function GameList({ games, viewer }: { games: readonly LobbyGame[]; viewer: Viewer }) {
  const { t } = useTranslation('lobby');
  const [filter, setFilter] = useState(readFilter);
  const change = (next: GameFilter) => {
    setFilter(next);
    try {
      localStorage.setItem(FILTER_KEY, JSON.stringify(next));
    } catch {
      // Without storage the filter lasts for this visit only.
    }
  };
  const grouped = sections(games, filter);
  const groups = [
    { key: 'casual', label: t('casual'), games: grouped.casual },
    { key: 'competitive', label: t('competitive'), games: grouped.competitive },
  ];
  return (
    <section className={panel} aria-labelledby="game-list-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="game-list-title" className={panelTitle}>
          {t('gameList')}
        </h2>
        <GameFilterMenu filter={filter} onChange={change} />
      </div>
      {games.length === 0 ? (
        <p className="text-stone-300 2xl:text-xl">{t('noGames')}</p>
      ) : (
        <div className="space-y-5">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`games-${group.key}`}>
              <h3 id={`games-${group.key}`} className="text-sm font-semibold tracking-wide text-stone-300 uppercase 2xl:text-lg">
                {group.label} <span className="text-stone-400">({group.games.length})</span>
              </h3>
              {group.games.length === 0 ? (
                <p className="mt-1 text-sm text-stone-400 2xl:text-lg">{t('noGamesInSection')}</p>
              ) : (
                <ul className="mt-1 divide-y divide-stone-800">
                  {group.games.map((game) => (
                    <GameRow key={game.id} game={game} viewer={viewer} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
