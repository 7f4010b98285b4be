import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 6 (fixtures/rules-v6.json, made at RULES_VERSION 6 by
 * scripts/make-pay-order-fixture.ts --keep-version): version 7 retuned cards and champions for the
 * matchups and card impact of issue 17, and a stored version-6 game must still replay step for step
 * with the old numbers. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 6', () => {
  for (const g of readRecordedGames('rules-v6.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 6), 60_000); // long games: slow on a loaded machine
  }
});
