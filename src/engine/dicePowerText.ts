import type { MagicType } from '../protocol/cards';

/** Rules version 3: what each magic's dice power does, in the words the board and the rules use (dicePowers.ts runs them). */
export const dicePowerText: Record<MagicType, string> = {
  natural: 'remove 1 damage from your most damaged character',
  divine: 'your living champion with the least life left gains 1 armor',
  time: 'draw a card',
  ceremonial: 'gain 1 bacon',
  illusion: 'turn another of your ready basic-face dice to its power face',
  charm: 'mark the enemy champion with the least life left',
  sympathy: 'buff your living champion with the highest attack (+1 attack this round)',
};
