import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 4 (fixtures/rules-v4.json, made at RULES_VERSION 4 by
 * scripts/make-pay-order-fixture.ts --keep-version): version 5 retuned cards, champions and the
 * chimera tiers, and a stored version-4 game must still replay step for step with the old stats.
 * The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 4', () => {
  for (const g of readRecordedGames('rules-v4.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 4));
  }
});
