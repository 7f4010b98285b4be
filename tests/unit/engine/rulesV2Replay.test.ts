import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under rules version 2 (issue 15 to issue 17: pay after target, strict drops; the
 * card set, battle and resources as they were then). Version 3 changed the rules and the cards; a
 * stored version-2 game must still replay step for step (fixtures/rules-v2.json, made at
 * RULES_VERSION 2 by scripts/make-pay-order-fixture.ts --keep-version).
 */
describe('replays recorded under rules version 2', () => {
  for (const g of readRecordedGames('rules-v2.json')) {
    it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, 2));
  }
});
