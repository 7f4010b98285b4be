import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 9 (fixtures/rules-v9.json, made at RULES_VERSION 9 by
 * scripts/make-pay-order-fixture.ts --keep-version): version 10 lets a magic symbol be paid
 * another way and retunes cards (issue 17), and a stored version-9 game must still replay step for step with the
 * old payments and numbers. The games cover old and new precons and the solo chimera's middle tier.
 */
describe('replays recorded under rules version 9', () => {
  for (const g of readRecordedGames('rules-v9.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 9), 60_000); // long games: slow on a loaded machine
  }
});
