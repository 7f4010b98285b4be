import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import type { GameView } from '../../protocol/game';
import { quitControl } from '../board/layout/menuRules';
import { concedeGame } from '../net/gameSocket';
import { leaveStartedGame } from '../pages/lobby/gameActions';
import { accountStore } from '../stores/account';
import { gameSession } from '../stores/gameSession';
import { isPlayer, lobbyStore } from '../stores/lobby';

// Its confirmation dialog (and the board's words) load with a started game, not with every page.
const QuitControls = lazy(() => import('../board/overlays/QuitControls').then((m) => ({ default: m.QuitControls })));

const button = 'shrink-0 rounded-md px-2 py-1.5 text-sm sm:px-3 font-medium text-stone-200 hover:bg-stone-800 2xl:text-lg';

/** The top bar's Concede or Leave during a started game: the game menu's own control (one rule, one question). */
export function GameControls() {
  const { user } = useSnapshot(accountStore);
  const { currentGame } = useSnapshot(lobbyStore);
  const { view } = useSnapshot(gameSession);
  if (!currentGame?.started) return null;
  const mode = isPlayer(currentGame as typeof lobbyStore.currentGame, user?.username) ? 'live' : 'spectator';
  // Before the first view arrives there is nothing to concede: Leave only.
  const quit = view ? quitControl(view as GameView, mode) : { kind: 'leave' as const, confirm: null };
  return (
    <Suspense fallback={null}>
      <QuitControls quit={quit} onConcede={concedeGame} onLeave={leaveStartedGame} buttonClassName={button} />
    </Suspense>
  );
}
