import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { lobbyStore } from '../stores/lobby';
import { LobbyIndicator } from './ConnectionIndicator';

// A started game's indicators (and the popover of its games list) load with the game, not with every page.
const GameLinks = lazy(() => import('./GameStatus').then((m) => ({ default: m.GameLinks })));

/** The lobby link (always), and during a started game the game link, games count with a hover list and lobby user count. */
export function ConnectionStatus() {
  const { currentGame } = useSnapshot(lobbyStore);
  const inGame = Boolean(currentGame?.started);
  return (
    <div className="flex items-center gap-3">
      {inGame && (
        <Suspense fallback={null}>
          <GameLinks />
        </Suspense>
      )}
      <LobbyIndicator />
    </div>
  );
}
