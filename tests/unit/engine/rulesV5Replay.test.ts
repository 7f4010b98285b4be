import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 5 (fixtures/rules-v5.json, made at RULES_VERSION 5 by
 * scripts/make-pay-order-fixture.ts --keep-version): version 6 brought Emberfall forward and
 * retuned cards, and a stored version-5 game must still replay step for step with the old rules
 * and stats. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 5', () => {
  for (const g of readRecordedGames('rules-v5.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 5), 60_000); // long games: slow on a loaded machine
  }
});
