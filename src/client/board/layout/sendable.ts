import type { GameAction } from '../../../protocol/game';

/** Commands that act on the game as the player saw it carry that state id; the rest (chat, settings, consent) do not. */
const unstamped = new Set<GameAction['command']>([
  'chat', 'leavegame', 'concede', 'toggleOptionSetting', 'toggleMuteSpectators', 'requestUndo', 'answerUndo',
  'toggleManualMode', 'answerManualMode', 'closeAlert', 'inspectCard', 'closeInspector', 'showDrawDeck',
]);

export function stamp(action: GameAction, stateId: number): GameAction {
  return unstamped.has(action.command) ? action : { ...action, stateId };
}
