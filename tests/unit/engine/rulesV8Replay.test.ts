import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 8 (fixtures/rules-v8.json, made at RULES_VERSION 8 by
 * scripts/make-pay-order-fixture.ts --keep-version): version 9 retuned cards for the
 * matchups of issue 17 after the standard bot's changes, and a stored version-8 game must still replay step for step
 * with the old numbers. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 8', () => {
  for (const g of readRecordedGames('rules-v8.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 8), 60_000); // long games: slow on a loaded machine
  }
});
