import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests, setupAt as at } from './frozenLayer';
import { card, catalog, underRulesOf } from '../../../src/engine/catalog';
import v10Cards from '../../../assets/cards/v10/cards.json';
import v9Cards from '../../../assets/cards/v9/cards.json';

/**
 * Rules version 11 made every unit cost one basic more (a body that stays and strikes every round was worth
 * more than any one-shot card at the same price: docs/decisions.md, "Rules version 11") and retuned some
 * champions with it (issue 17). A game set up under version 10 keeps each retuned card as
 * assets/cards/v10/cards.json holds it.
 */
const A = 'alpha';
const basics = (id: string) => card(id).cost.filter((p) => p.kind === 'basic').reduce((n, p) => n + p.count, 0);

describe('rules version 11', () => {
  frozenLayerTests(11, v10Cards, v9Cards);

  it('every unit a deck can hold costs one basic more than in version 10', () => {
    const units = catalog.filter((c) => c.type === 'character' && c.cost.some((p) => p.kind === 'basic'));
    expect(units.length).toBeGreaterThan(20);
    for (const u of units) expect(underRulesOf(at(11), () => basics(u.id)), u.id).toBe(underRulesOf(at(10), () => basics(u.id)) + 1);
  });

  const twoDice = [{ magic: 'ceremonial' as const, count: 2 }];
  it('a unit two dice paid for in version 10 needs a third in version 11, which bacon can be', () => {
    const v10 = new Match({ rulesVersion: 10, alpha: { hand: ['hearthguard-sentry'], dice: twoDice } }).click(A, A, 'hearthguard-sentry');
    expect(v10.card(A, 'hearthguard-sentry').zone).toBe('play');

    const v11 = new Match({ rulesVersion: 11, alpha: { hand: ['hearthguard-sentry'], dice: twoDice } });
    v11.refuse(A, { command: 'cardClicked', uuid: v11.uuid(A, 'hearthguard-sentry') });
    expect(v11.card(A, 'hearthguard-sentry').zone).toBe('hand');

    const banked = new Match({ rulesVersion: 11, alpha: { hand: ['hearthguard-sentry'], dice: twoDice, bacon: 1 } }).click(A, A, 'hearthguard-sentry');
    expect(banked.card(A, 'hearthguard-sentry').zone).toBe('play');
    expect(banked.s.players[A].bacon).toBe(0);
  });
});
