import { magicTypes, type MagicType } from '../../../protocol/cards';
import type { DieView } from '../../../protocol/game';
import type { BoardAction, BoardCtx } from './types';

/**
 * Rules version 3: the viewer's ready power-face die of this magic whose power may be used now (their
 * turn, none used yet). Dice of one magic showing the power face are alike, so the first one serves.
 */
export function readyPowerDie(ctx: BoardCtx, magic: MagicType): DieView | undefined {
  const me = ctx.view.viewer ? ctx.view.players[ctx.view.viewer] : undefined;
  if (!ctx.isPlayer || !me || me.baconCap === undefined || !me.activePlayer || me.actionCount <= 0 || me.diePowerUsed || ctx.view.winner) return undefined;
  return me.dice.find((d) => d.magic === magic && d.face === 'power' && !d.exhausted && !d.powerIdle);
}

/** One action per magic: a click on a die, the mirror's die button and the keyboard (through the mirror) all run these. */
export const diceActions: BoardAction[] = magicTypes.map((magic) => ({
  id: `dice.power.${magic}`,
  label: 'actions.dicePower',
  enabled: (ctx: BoardCtx) => !!readyPowerDie(ctx, magic),
  perform: (ctx: BoardCtx) => {
    const die = readyPowerDie(ctx, magic);
    if (die) ctx.act({ command: 'useDiePower', die: die.uuid });
  },
}));
