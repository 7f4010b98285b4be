import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v5Cards from '../../../assets/cards/v5/cards.json';

const A = 'alpha';

/**
 * Rules version 6 retuned cards (issue 17: game length and card impact); a game set up under
 * version 5 keeps each of them as assets/cards/v5/cards.json holds it, a version-6 game gets today's card.
 */
describe('cards retuned in rules version 6', () => {
  const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

  it('every retuned card reads as version 5 kept it in a version-5 game, and as today in a version-6 game', () => {
    expect(v5Cards.length).toBeGreaterThan(0);
    for (const old of v5Cards) {
      const then = underRulesOf(at(5), () => card(old.id));
      const now = underRulesOf(at(6), () => card(old.id));
      expect(then, old.id).toEqual(old);
      expect(now, `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('version 4 still reads its own cards under the version-5 layer', () => {
    const v4 = underRulesOf(at(4), () => card('sanctuary'));
    expect(v4.abilityCost).toEqual([{ kind: 'basic', count: 1 }, { kind: 'exhaust', count: 1 }]);
  });

  // A ready spell's ability from version 6 costs one more symbol: with only the one die its version-5 cost needed, it is refused.
  const oneDie = {
    sanctuary: { magic: 'natural', v5: 2 },
    'shade-conjury': { magic: 'illusion', v5: 1 },
    'clockwork-foundry': { magic: 'time', v5: 1 },
  } as const;
  for (const [spell, { magic, v5 }] of Object.entries(oneDie)) {
    it(`${spell}: its version-5 cost no longer pays for it in a version-6 game`, () => {
      const dice = [{ magic, count: v5 }];
      const then = new Match({ rulesVersion: 5, alpha: { spells: [spell], dice } }).click(A, A, spell);
      expect(then.card(A, spell).exhausted).toBe(true);
      const now = new Match({ rulesVersion: 6, alpha: { spells: [spell], dice } });
      now.refuse(A, { command: 'cardClicked', uuid: now.uuid(A, spell) });
      expect(now.card(A, spell).exhausted).toBe(false);
    });
  }
});
