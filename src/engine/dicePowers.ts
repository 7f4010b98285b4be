import type { MagicType } from '../protocol/cards';
import type { GameState, CardState, Die } from './types';
import { other, characters, livingChampions, lifeLeft, attackOf, addStatus, say } from './ops';
import { acts, cardWord, words } from './logLine';
import { draw } from './effects';
import { atMain } from './play';
import { gainBacon, baconCap } from './bacon';
import { dicePowers } from './rulesVersion';

/**
 * Rules version 3: each magic's power face carries a small power. Exhausting the die for it means
 * the die no longer pays a cost this round: that trade is the decision. Powers name no target (the
 * engine picks the obvious one) so a power is one click on the die, and none deals damage itself.
 */
interface Power { /** Why it would do nothing now, or null. */ idle: (s: GameState, me: string, die: Die) => string | null; run: (s: GameState, me: string, die: Die) => void }

const mostDamaged = (s: GameState, me: string): CardState | undefined =>
  characters(s, me).filter((c) => c.damage > 0).sort((a, b) => b.damage - a.damage)[0];
const weakestChampion = (s: GameState, me: string): CardState | undefined => livingChampions(s, me).sort((a, b) => lifeLeft(a) - lifeLeft(b))[0];
const strongestChampion = (s: GameState, me: string): CardState | undefined => livingChampions(s, me).sort((a, b) => attackOf(s, b) - attackOf(s, a))[0];
const spareBasic = (s: GameState, me: string, die: Die): Die | undefined => s.players[me].dice.find((d) => d !== die && !d.exhausted && d.face === 'basic');
const note = (s: GameState, me: string, die: Die, ...rest: Parameters<typeof acts>[2][]) => say(s, acts(me, 'uses', words(`a ${die.magic} die:`), ...rest));

export const POWERS: Record<MagicType, Power> = {
  natural: {
    idle: (s, me) => (mostDamaged(s, me) ? null : 'none of your characters is damaged'),
    run: (s, me, die) => {
      const c = mostDamaged(s, me)!;
      c.damage -= 1;
      note(s, me, die, cardWord(c), words('removes 1 damage'));
    },
  },
  divine: {
    idle: (s, me) => (weakestChampion(s, me) ? null : 'no living champion'),
    run: (s, me, die) => {
      const c = weakestChampion(s, me)!;
      c.armor += 1;
      note(s, me, die, cardWord(c), words('gains 1 armor'));
    },
  },
  time: {
    idle: (s, me) => (s.players[me].piles.deck.length > 0 ? null : 'your deck is empty'),
    run: (s, me, die) => {
      note(s, me, die, words('draws a card'));
      draw(s, me, 1);
    },
  },
  ceremonial: {
    idle: (s, me) => (s.players[me].bacon >= (baconCap(s) ?? Infinity) ? 'your bacon is at its cap' : null),
    run: (s, me, die) => {
      gainBacon(s, me, 1);
      note(s, me, die, words('gains 1 bacon'));
    },
  },
  illusion: {
    idle: (s, me, die) => (spareBasic(s, me, die) ? null : 'no other ready die shows its basic face'),
    run: (s, me, die) => {
      const d = spareBasic(s, me, die)!;
      d.face = 'power';
      note(s, me, die, words(`a ${d.magic} die turns to its power face`));
    },
  },
  charm: {
    idle: (s, me) => (weakestChampion(s, other(s, me)) ? null : 'no enemy champion'),
    run: (s, me, die) => {
      const c = weakestChampion(s, other(s, me))!;
      addStatus(c, 'marked');
      note(s, me, die, cardWord(c), words('is marked'));
    },
  },
  sympathy: {
    idle: (s, me) => (strongestChampion(s, me) ? null : 'no living champion'),
    run: (s, me, die) => {
      const c = strongestChampion(s, me)!;
      addStatus(c, 'buffed');
      note(s, me, die, cardWord(c), words('is buffed'));
    },
  },
};

/** Why `me` cannot use this die's power now, or null: the rule behind the command and the board's die button. */
export function diePowerRefusal(s: GameState, me: string, dieUuid: string): string | null {
  if (!dicePowers(s.setup)) return 'dice have no powers in this game';
  const p = s.players[me];
  const die = p?.dice.find((d) => d.uuid === dieUuid);
  if (!die) return 'no such die of yours';
  if (!atMain(s, me)) return 'dice powers are used on your turn';
  if (p.diePowerUsed) return 'you used a dice power this turn already';
  if (die.exhausted) return 'that die is exhausted';
  if (die.face !== 'power') return 'that die shows its basic face: it has no power';
  return POWERS[die.magic].idle(s, me, die);
}

/** Exhausts a power-face die for its power: free (no action), once per turn. */
export function useDiePower(s: GameState, me: string, dieUuid: string): string | null {
  const refused = diePowerRefusal(s, me, dieUuid);
  if (refused) return refused;
  const p = s.players[me];
  const die = p.dice.find((d) => d.uuid === dieUuid)!;
  die.exhausted = true;
  p.diePowerUsed = true;
  POWERS[die.magic].run(s, me, die);
  return null;
}

