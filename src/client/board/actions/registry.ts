import type { CardPlace } from '../layout/boardLayout';
import { cardActions } from './cardActions';
import { diceActions } from './diceActions';
import { gameActions } from './gameActions';
import { cancel, promptButtons, promptMain } from './promptActions';
import type { ActionLabel, BoardAction, BoardCtx, CardTarget } from './types';

/**
 * Every board action, registered once. The canvas (clicks, drops, card menus), the accessible
 * mirror, the prompt's keys and the game menu all run them from here (as excalidraw's actionManager).
 */
export const boardActions: readonly BoardAction[] = [promptMain, cancel, ...promptButtons, ...cardActions, ...gameActions, ...diceActions];

const byId = new Map(boardActions.map((a) => [a.id, a]));

export function actionById(id: string): BoardAction | undefined {
  return byId.get(id);
}

/** Whether the action may run now (on this card, for a card action). */
export function canRun(ctx: BoardCtx, action: BoardAction, place?: CardPlace): boolean {
  if (!action.enabled(ctx)) return false;
  return !place || !action.appliesTo || action.appliesTo(ctx, place);
}

/** Runs a registered action when it may run now; false when it did nothing. */
export function runAction(ctx: BoardCtx, id: string, target?: CardTarget): boolean {
  const action = byId.get(id);
  if (!action || !canRun(ctx, action, target?.place)) return false;
  action.perform(ctx, target);
  return true;
}

/** The action a key descriptor (keys.ts) runs now, if any. */
export function actionForKey(ctx: BoardCtx, descriptor: string): BoardAction | undefined {
  return boardActions.find((a) => a.keys?.includes(descriptor) && a.enabled(ctx) && (a.keyEnabled?.(ctx) ?? true));
}

/** A card's menu (canvas menu, long press, right click, the mirror's buttons): the registered actions that apply to it now. */
export function menuFor(ctx: BoardCtx, place: CardPlace): BoardAction[] {
  return boardActions.filter((a) => a.menu && canRun(ctx, a, place));
}

/** The action's label for this card (an i18n key and its values). */
export function labelOf(ctx: BoardCtx, action: BoardAction, place?: CardPlace): ActionLabel {
  return place && action.labelFor ? action.labelFor(ctx, place) : { key: action.label };
}
