import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 14 (fixtures/rules-v14.json, made at RULES_VERSION 14 by
 * scripts/make-pay-order-fixture.ts --keep-version, once version 14 became the version new games record):
 * a later version's retune must leave a stored version-14 game replaying step for step, with version 14's
 * Verdant. The games cover every precon (Mossheart Circle's Fenna among them) and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 14', () => {
  for (const g of readRecordedGames('rules-v14.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 14), 60_000); // long games: slow on a loaded machine
  }
});
