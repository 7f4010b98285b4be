import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import v4Cards from '../../../assets/cards/v4/cards.json';

const A = 'alpha';
const B = 'beta';

/**
 * Rules version 5 retuned cards for balance (issue 17); a game set up under version 4 keeps each of
 * them as assets/cards/v4/cards.json holds it, a version-5 game gets today's card.
 */
describe('cards retuned in rules version 5', () => {
  const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

  it('every retuned card reads as version 4 kept it in a version-4 game, and as today in a version-5 game', () => {
    expect(v4Cards.length).toBeGreaterThan(0);
    for (const old of v4Cards) {
      const then = underRulesOf(at(4), () => card(old.id));
      const now = underRulesOf(at(5), () => card(old.id));
      expect(then, old.id).toEqual(old);
      expect(now, `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('Kiln Warden guards its side from version 5 on, not before', () => {
    for (const [rulesVersion, target] of [[4, 'bram-oakenroot'], [5, 'kiln-warden']] as const) {
      const m = new Match({ rulesVersion, beta: { play: ['kiln-warden'] } });
      m.button(A, 'attack');
      m.click(A, A, 'orla-cinderhand').click(A, B, target).button(A, 'confirm-attack');
      expect(m.s.battle?.target, `version ${rulesVersion}`).toBe(m.uuid(B, target));
      if (rulesVersion === 5) {
        const refused = new Match({ rulesVersion, beta: { play: ['kiln-warden'] } }).button(A, 'attack');
        expect(refused.refuse(A, { command: 'cardClicked', uuid: refused.uuid(B, 'bram-oakenroot') })).toBe('a ready guard must be attacked first');
      }
    }
  });
});
