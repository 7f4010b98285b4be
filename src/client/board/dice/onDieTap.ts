import type { DieView } from '../../../protocol/game';
import { readyPowerDie } from '../actions/diceActions';
import { runAction } from '../actions/registry';
import type { BoardCtx } from '../actions/types';

/** Whether this die's power may be used now (its magic's registered action is enabled). */
export const canUseDie = (ctx: BoardCtx, die: DieView): boolean => die.face === 'power' && !die.exhausted && !!readyPowerDie(ctx, die.magic);

/**
 * One tap on one of the player's dice, from the canvas or the mirror: mark it to pay with (`choose`),
 * or use its power through the registered action, the one the mirror and keys run too.
 */
export function onDieTap(ctx: BoardCtx | null, toggle: (uuid: string) => void, die: DieView, choose: boolean): void {
  if (choose || !ctx) return toggle(die.uuid);
  if (!runAction(ctx, `dice.power.${die.magic}`)) toggle(die.uuid);
}
