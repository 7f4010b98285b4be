import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 11 (fixtures/rules-v11.json, made at RULES_VERSION 11 by
 * scripts/make-pay-order-fixture.ts --keep-version, once version 11 became the version new games record):
 * a later version's retune must leave a stored version-11 game replaying step for step, with version 11's
 * unit costs and cards. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 11', () => {
  for (const g of readRecordedGames('rules-v11.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 11), 60_000); // long games: slow on a loaded machine
  }
});
