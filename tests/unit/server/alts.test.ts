import { describe, it, expect } from 'vitest';
import { withAlts } from '../../../src/server/node/alts';

const card = (owner: string, stub: string, extra: Record<string, unknown> = {}) => ({ uuid: `${owner}-${stub}`, owner, stub, imageUrl: `/img/cards/${stub}.svg`, imageStub: stub, facedown: false, ...extra });

describe('withAlts', () => {
  const hand = [card('ann', 'ember-bolt'), card('ann', 'stone-wall')];
  const discard = [card('bob', 'ember-bolt')];
  const view = { players: { ann: { cardPiles: { hand, discard: [] } }, bob: { cardPiles: { hand: [{ uuid: 'x', facedown: true }], discard } } }, round: 3 };

  it("draws a player's alt on that player's face-up cards only, and changes nothing it was given", () => {
    const before = JSON.stringify(view);
    const out = withAlts(view, { ann: { 'ember-bolt': 'ember-bolt-gilded' } });
    expect(out.players.ann.cardPiles.hand[0]).toMatchObject({ imageUrl: '/img/alts/ember-bolt-gilded.svg', imageStub: 'ember-bolt-gilded' });
    expect(out.players.bob.cardPiles.discard[0].imageUrl).toBe('/img/cards/ember-bolt.svg');
    expect(JSON.stringify(view)).toBe(before);
  });

  it('returns every part with no alt in it as the same object, so the patch diff skips it by reference', () => {
    const out = withAlts(view, { ann: { 'ember-bolt': 'ember-bolt-gilded' } });
    expect(out).not.toBe(view);
    expect(out.players.ann.cardPiles.hand).not.toBe(hand);
    expect(out.players.ann.cardPiles.hand[1]).toBe(hand[1]);
    expect(out.players.bob).toBe(view.players.bob);
    expect(withAlts(view, { cid: { 'ember-bolt': 'x' } })).toBe(view);
  });
});
