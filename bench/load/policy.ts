/**
 * A fast policy that plays from what the client holds: the prompt in the viewer's own view (its enabled
 * buttons and selectable cards are exactly what the engine accepts: engine/prompts.ts legalActions).
 * It leans towards attacking so games end; after `cap` actions of one player it concedes, so every
 * game ends even if two policies stall each other.
 */
import { mulberry32 } from '../../src/cardArt/seed';
import type { GameAction, GameView } from '../../src/protocol/game';

export type Rng = () => number;

/** A seeded generator (the card art's mulberry32), so a run can be repeated with its printed seed. */
export const rng = (seed: number): Rng => mulberry32(seed);

const pick = <T>(r: Rng, xs: T[]): T => xs[Math.floor(r() * xs.length)];

/** The action this viewer takes now, or null when the view awaits nothing from it. */
export function chooseAction(view: GameView, r: Rng, acted: number, cap: number): GameAction | null {
  if (!view.viewer || view.winner) return null;
  const me = view.players[view.viewer];
  if (!me) return null;
  const prompt = me.promptState;
  const buttons = prompt.buttons.filter((b) => !b.disabled && (b.command === 'menuButton' || b.command === 'answerUndo' || b.command === 'answerManualMode'));
  const cards = prompt.selectableCards ?? [];
  if (!buttons.length && !cards.length) return null;
  if (acted >= cap) return { command: 'concede' };
  const button = (arg: string) => buttons.find((b) => b.arg === arg);
  const press = (arg: string): GameAction => ({ command: 'menuButton', arg });
  const click = (uuid: string): GameAction => ({ command: 'cardClicked', uuid });
  const answer = buttons.find((b) => b.command !== 'menuButton');
  if (answer) return answer.command === 'answerUndo' ? { command: 'answerUndo', accept: false } : { command: 'answerManualMode', accept: false };
  if (button('confirm-attack')) return press('confirm-attack');
  if (button('cancel-attack') || prompt.promptTitle === 'Attack') {
    // Declaring: pick attackers and a target; give up after a few clicks that did not enable Attack!.
    if (cards.length && r() < 0.9) return click(pick(r, cards));
    return button('cancel-attack') ? press('cancel-attack') : cards.length ? click(pick(r, cards)) : null;
  }
  if (button('done-blocking')) return cards.length && r() < 0.3 ? click(pick(r, cards)) : press('done-blocking');
  if (button('pass') && !button('end-turn')) return cards.length && r() < 0.2 ? click(pick(r, cards)) : press('pass');
  if (prompt.controls.some((c) => c.type === 'targeting') && cards.length) return r() < 0.95 || !button('cancel-target') ? click(pick(r, cards)) : press('cancel-target');
  if (button('end-turn')) {
    const x = r();
    if (button('attack') && x < 0.45) return press('attack');
    if (cards.length && x < 0.85) return click(pick(r, cards));
    return press('end-turn');
  }
  if (cards.length) return click(pick(r, cards));
  return press(pick(r, buttons).arg ?? '');
}
