import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 7 (fixtures/rules-v7.json, made at RULES_VERSION 7 by
 * scripts/make-pay-order-fixture.ts --keep-version): version 8 retuned cards for the
 * matchups and card impact of issue 17, and a stored version-7 game must still replay step for step
 * with the old numbers. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 7', () => {
  for (const g of readRecordedGames('rules-v7.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 7), 60_000); // long games: slow on a loaded machine
  }
});
