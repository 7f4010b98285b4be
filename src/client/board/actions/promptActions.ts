import type { PromptButton } from '../../../protocol/game';
import type { BoardAction, BoardCtx } from './types';

/** A button that backs out: the engine's Cancel (cancel-attack, and any cancel-... it adds). */
export function isCancel(b: PromptButton): boolean {
  return /(^|-)cancel($|-)/.test(b.arg ?? '') || b.text.trim().toLowerCase() === 'cancel';
}

/** The Cancel button Esc presses, when the prompt offers one enabled. */
export function cancelButton(buttons: readonly PromptButton[]): PromptButton | undefined {
  return buttons.find((b) => !b.disabled && isCancel(b));
}

/**
 * The prompt's main button, pressed by Space and Enter: the last enabled button that does not back
 * out, so it is the one that moves the game on (Pass or End turn at the main step, Attack! when
 * declaring, Done when blocking, Pass in a reaction window) and Refuse, not Allow, of a request.
 */
export function mainButton(buttons: readonly PromptButton[]): PromptButton | undefined {
  return [...buttons].reverse().find((b) => !b.disabled && !isCancel(b));
}

/** The keys that press button `i` of these buttons: its digit (1 to 9), and Space/Enter or Esc. */
export function buttonKeys(buttons: readonly PromptButton[], i: number): string[] {
  const b = buttons[i];
  if (!b) return [];
  const out = i < 9 ? [String(i + 1)] : [];
  if (b === mainButton(buttons)) out.push('Space', 'Enter');
  if (b === cancelButton(buttons)) out.push('Escape');
  return out;
}

const buttonsOf = (ctx: BoardCtx) => (ctx.isPlayer ? (ctx.prompt?.buttons ?? []) : []);

export const promptMain: BoardAction = {
  id: 'prompt.main',
  label: 'actions.promptMain',
  keys: ['Space', 'Enter'],
  enabled: (ctx) => !!mainButton(buttonsOf(ctx)),
  perform: (ctx) => {
    const b = mainButton(buttonsOf(ctx));
    if (b) ctx.press(b);
  },
};

/** Esc: closes the zoom when a card is shown large, else presses the prompt's Cancel. */
export const cancel: BoardAction = {
  id: 'board.cancel',
  label: 'actions.cancel',
  keys: ['Escape'],
  enabled: (ctx) => !!ctx.zoomed || !!cancelButton(buttonsOf(ctx)),
  perform: (ctx) => {
    if (ctx.zoomed) return ctx.zoom(null);
    const b = cancelButton(buttonsOf(ctx));
    if (b) ctx.press(b);
  },
};

/** Digits 1 to 9: the prompt's buttons in their order. */
export const promptButtons: BoardAction[] = Array.from({ length: 9 }, (_, i) => ({
  id: `prompt.button${i + 1}`,
  label: 'actions.promptButton',
  keys: [String(i + 1)],
  enabled: (ctx: BoardCtx) => {
    const b = buttonsOf(ctx)[i];
    return !!b && !b.disabled;
  },
  perform: (ctx: BoardCtx) => {
    const b = buttonsOf(ctx)[i];
    if (b && !b.disabled) ctx.press(b);
  },
}));
