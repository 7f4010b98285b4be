import { describe, expect, it } from 'vitest';
import { card, cardById, catalog, underRulesOf } from '../../../src/engine/catalog';
import { RULES_VERSION, type GameSetup } from '../../../src/protocol/game';

const newGame = { rulesVersion: RULES_VERSION } as GameSetup;

/**
 * What the site shows of the cards (the deck editor, the card pages: `catalog`, `cardById`) is what a new
 * game plays, even while a later rules version is written but not yet played (catalog.ts `live`).
 */
describe('the live catalogue', () => {
  it('shows every card, the chimera\'s parts included, as a new game plays it', () => {
    expect(catalog.length).toBeGreaterThan(0);
    for (const c of catalog) expect(c).toEqual(underRulesOf(newGame, () => card(c.id)));
    for (const [id, c] of Object.entries(cardById)) expect(c).toBe(catalog.find((x) => x.id === id));
  });
});
