import { describe, it } from 'vitest';
import { expectReplaysAsRecorded, readRecordedGames } from './recordedGames';

/**
 * Games recorded under each rules version (fixtures/rules-v<N>.json, made at RULES_VERSION N by
 * scripts/make-pay-order-fixture.ts --keep-version): a later version's rules or retune must leave a stored game of
 * every earlier version replaying step for step to its recorded state hashes, with its own version's rules and cards.
 * The games cover old and new precons and the solo chimera's middle tier; from version 14 every precon.
 * Each row says what the versions after it changed that its games must keep.
 */
const versions: { version: number; keeps: string }[] = [
  { version: 2, keeps: 'pay after target and strict drops, with the card set, battle and resources of issues 15-17 (version 3 changed the rules and the cards)' },
  { version: 4, keeps: 'the cards, champions and chimera tiers before version 5 retuned them' },
  { version: 5, keeps: 'Emberfall and the cards before version 6 brought Emberfall forward' },
  { version: 6, keeps: 'the cards and champions before version 7 retuned them for the matchups and card impact' },
  { version: 7, keeps: 'the cards before version 8 retuned them' },
  { version: 8, keeps: 'the cards before version 9 retuned them for the standard bot' },
  { version: 9, keeps: 'the payments and cards before version 10 (another way to pay a magic symbol)' },
  { version: 10, keeps: "version 10's dice, capped bacon and cards" },
  { version: 11, keeps: "version 11's unit costs and cards" },
  { version: 12, keeps: "version 12's passives and cards" },
  { version: 13, keeps: "version 13's Emberfall and cards" },
  { version: 14, keeps: "version 14's Verdant, once a round, and Tamsin's and Lysandra's pods before version 15 gave them bodies" },
  { version: 15, keeps: "version 15's Velvet Bribe, Borrowed Time, Hourglass Charm, and the champions and cheap cards before version 16 retuned them" },
  { version: 16, keeps: "version 16's champions, cheap cards and Clockwork Sentinel, and the reactions before version 17 retuned them" },
  { version: 17, keeps: "version 17's reactions, Hourglass Charm, Flashfire Ward, Anvil Guard and Briar Warden" },
];

for (const { version, keeps } of versions) {
  describe(`replays recorded under rules version ${version} (${keeps})`, () => {
    for (const g of readRecordedGames(`rules-v${version}.json`)) {
      // Long games: slow on a loaded machine.
      it(`${g.name} replays every step to its recorded state hash`, () => expectReplaysAsRecorded(g, version), 60_000);
    }
  });
}
