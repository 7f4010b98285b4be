import type { Die, GameState } from './types';
import { randomInt } from './rng';
import { morePowerFaces } from './rulesVersion';

/**
 * How a die lands when it is rolled. Until rules version 9 it showed its power face or its basic face at
 * even odds. From version 10 it shows its power face two times in three (a six-sided die with four power
 * faces and two basic ones): with a deck's 3-4 dice of a magic each landing on the power face half the time,
 * a card whose cost names that magic was too often left unpaid in hand while basic faces went spare
 * (issue 17: such cards measured far below a plain unit any die pays; docs/decisions.md, "Rules version 10").
 */
export const POWER_FACES_V10 = { power: 2, of: 3 } as const;

export function rollFace(s: GameState): Die['face'] {
  const { power, of } = morePowerFaces(s.setup) ? POWER_FACES_V10 : { power: 1, of: 2 };
  return randomInt(s, of) < power ? 'power' : 'basic';
}
