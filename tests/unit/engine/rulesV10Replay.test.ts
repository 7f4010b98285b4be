import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 10 (fixtures/rules-v10.json, made at RULES_VERSION 10 by
 * scripts/make-pay-order-fixture.ts --keep-version, once version 10 became the version new games record):
 * a later version's retune must leave a stored version-10 game replaying step for step, with version 10's
 * dice, capped bacon and cards. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 10', () => {
  for (const g of readRecordedGames('rules-v10.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 10), 60_000); // long games: slow on a loaded machine
  }
});
