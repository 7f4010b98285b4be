import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 13 (fixtures/rules-v13.json, made at RULES_VERSION 13 by
 * scripts/make-pay-order-fixture.ts --keep-version, once version 13 became the version new games record):
 * a later version's retune must leave a stored version-13 game replaying step for step, with version 13's
 * Emberfall and cards. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 13', () => {
  for (const g of readRecordedGames('rules-v13.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 13), 60_000); // long games: slow on a loaded machine
  }
});
