import type { GameAction, PromptButton } from '../../../protocol/game';

/** The action a prompt button sends: its command with its argument (consent buttons carry yes/no). */
export function buttonAction(b: PromptButton): GameAction {
  switch (b.command) {
    case 'answerUndo':
      return { command: 'answerUndo', accept: b.arg === 'yes' };
    case 'answerManualMode':
      return { command: 'answerManualMode', accept: b.arg === 'yes' };
    default:
      return { command: 'menuButton', arg: b.arg, uuid: b.uuid, method: b.method };
  }
}
