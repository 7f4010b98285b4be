import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 12 (fixtures/rules-v12.json, made at RULES_VERSION 12 by
 * scripts/make-pay-order-fixture.ts --keep-version, once version 12 became the version new games record):
 * a later version's retune must leave a stored version-12 game replaying step for step, with version 12's
 * passives and cards. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 12', () => {
  for (const g of readRecordedGames('rules-v12.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 12), 60_000); // long games: slow on a loaded machine
  }
});
