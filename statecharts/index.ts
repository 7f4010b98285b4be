export * from './ping';
export * from './lobbyConnection';
export * from './gameConnection';
export * from './pendingGame';
export * from './draft';
export * from './promptTimer';
export * from './replayNavigation';
export * from './cardGesture';

import { cardGestureMachine } from './cardGesture';
import { draftMachine } from './draft';
import { gameConnectionMachine } from './gameConnection';
import { lobbyConnectionMachine } from './lobbyConnection';
import { pendingGameMachine } from './pendingGame';
import { promptTimerMachine } from './promptTimer';
import { replayNavigationMachine } from './replayNavigation';

/** Every machine by name: the export script and its test walk this list. */
export const machines = {
  lobbyConnection: lobbyConnectionMachine,
  gameConnection: gameConnectionMachine,
  pendingGame: pendingGameMachine,
  draft: draftMachine,
  promptTimer: promptTimerMachine,
  replayNavigation: replayNavigationMachine,
  cardGesture: cardGestureMachine,
} as const;

export type MachineName = keyof typeof machines;
