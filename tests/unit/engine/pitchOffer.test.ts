import { describe, expect, it } from 'vitest';
import { applyAction, viewFor } from '../../../src/engine';
import { Match } from './driver';

/** The board offers Pitch on a hand card exactly when its view says canPitch; that must be when the engine accepts it. */
function offeredAndAccepted(m: Match, who: 'alpha' | 'beta') {
  const hand = viewFor(m.s, who).players[who].cardPiles.hand;
  return hand.map((c) => ({ offered: c.canPitch === true, accepted: applyAction(m.s, who, { command: 'cardAltClicked', uuid: c.uuid }).ok }));
}

describe('canPitch in the card view (the board\'s Pitch menu item) is the engine\'s own rule', () => {
  it('at the main step: offered and accepted for the active player, neither for the other', () => {
    const m = new Match({ alpha: { hand: ['quick-study', 'hall-torch'] }, beta: { hand: ['quick-study'] } });
    expect(offeredAndAccepted(m, 'alpha')).toEqual([{ offered: true, accepted: true }, { offered: true, accepted: true }]);
    expect(offeredAndAccepted(m, 'beta')).toEqual([{ offered: false, accepted: false }]);
  });

  it('while declaring an attack: nobody may pitch; in the defender\'s reaction window the defender may', () => {
    const m = new Match({ alpha: { hand: ['quick-study'] }, beta: { hand: ['quick-study'] } });
    m.button('alpha', 'attack');
    expect(offeredAndAccepted(m, 'alpha')).toEqual([{ offered: false, accepted: false }]);
    m.button('alpha', 'cancel-attack');
    expect(offeredAndAccepted(m, 'alpha')).toEqual([{ offered: true, accepted: true }]);
    m.attack('alpha', ['bram-oakenroot'], 'orla-cinderhand', { react: true });
    expect(offeredAndAccepted(m, 'beta')).toEqual([{ offered: true, accepted: true }]);
    expect(offeredAndAccepted(m, 'alpha')).toEqual([{ offered: false, accepted: false }]);
  });

  it('never to a spectator, and not on the opponent\'s hand', () => {
    const m = new Match({ alpha: { hand: ['quick-study'] } });
    expect(viewFor(m.s, null).players.alpha.cardPiles.hand.some((c) => c.canPitch)).toBe(false);
    expect(viewFor(m.s, 'beta').players.alpha.cardPiles.hand.some((c) => c.canPitch)).toBe(false);
  });
});
