import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { frozenLayerTests } from './frozenLayer';
import v14Cards from '../../../assets/cards/v14/cards.json';
import v13Cards from '../../../assets/cards/v13/cards.json';

/**
 * Rules version 15 gave Lysandra's and Tamsin's pods a body each (docs/decisions.md, "Rules version 15"): Velvet Bribe
 * summons a Charmed Hound, Borrowed Time a Clockwork Sentinel, and Hourglass Charm is played for a basic. A game set up
 * under version 14 keeps those cards (and Tamsin, retuned with them) as assets/cards/v14/cards.json holds them, with
 * their version-10 behaviours.
 */
const A = 'alpha';
const B = 'beta';
const inPlay = (m: Match) => m.s.players[A].piles.play.map((u) => m.s.cards[u].id);

describe('rules version 15', () => {
  frozenLayerTests(15, v14Cards, v13Cards);

  it('Velvet Bribe: a Charmed Hound and 1 bacon; in version 14 a bacon, a card and the enemy hardest hitter exhausted', () => {
    const now = new Match({ alpha: { hand: ['velvet-bribe'] } }).click(A, A, 'velvet-bribe');
    expect([inPlay(now), now.s.players[A].bacon, now.s.players[A].piles.hand.length]).toEqual([['charmed-hound'], 1, 0]);
    expect(now.card(B, 'bram-oakenroot').exhausted).toBe(false);

    const v14 = new Match({ alpha: { hand: ['velvet-bribe'] }, rulesVersion: 14 }).click(A, A, 'velvet-bribe');
    expect([inPlay(v14), v14.s.players[A].bacon, v14.s.players[A].piles.hand.length]).toEqual([[], 1, 1]);
    // The ready enemy character with the highest attack exhausts: Bram (3) over Orla and Seraphine (2).
    expect(['orla-cinderhand', 'bram-oakenroot', 'seraphine-dawnsworn'].map((id) => v14.card(B, id).exhausted)).toEqual([false, true, false]);
    // A version-14 deck holding Velvet Bribe has no hounds to summon: its conjuration pile is as it was.
    expect(v14.s.players[A].piles.conjurations).toEqual([]);
  });

  it('Borrowed Time: a Clockwork Sentinel and a card; in version 14 a card, an action and the hardest exhausted champion readied', () => {
    const now = new Match({ alpha: { hand: ['borrowed-time'] } });
    now.card(A, 'bram-oakenroot').exhausted = true;
    now.click(A, A, 'borrowed-time');
    expect([inPlay(now), now.s.players[A].piles.hand.length, now.s.players[A].actionCount, now.card(A, 'bram-oakenroot').exhausted]).toEqual([['clockwork-sentinel'], 1, 1, true]);

    const v14 = new Match({ alpha: { hand: ['borrowed-time'] }, rulesVersion: 14 });
    v14.card(A, 'orla-cinderhand').exhausted = true;
    v14.card(A, 'bram-oakenroot').exhausted = true;
    v14.click(A, A, 'borrowed-time');
    expect([inPlay(v14), v14.s.players[A].piles.hand.length, v14.s.players[A].actionCount]).toEqual([[], 1, 2]);
    expect([v14.card(A, 'orla-cinderhand').exhausted, v14.card(A, 'bram-oakenroot').exhausted]).toEqual([true, false]);
  });

  it('Hourglass Charm is played for 1 basic (any die) in version 15, for 1 time in version 14', () => {
    // Every die shows its basic face: no time symbol to be had.
    const now = new Match({ alpha: { hand: ['hourglass-charm'], faces: 'basic' } }).click(A, A, 'hourglass-charm');
    expect(now.s.players[A].piles.spells.map((u) => now.s.cards[u].id)).toEqual(['hourglass-charm']);
    const v14 = new Match({ alpha: { hand: ['hourglass-charm'], faces: 'basic' }, rulesVersion: 14 });
    expect(v14.refuse(A, { command: 'cardClicked', uuid: v14.uuid(A, 'hourglass-charm') })).toMatch(/cannot be played/);
  });

  it('with every hound or sentinel already out, the card still resolves the rest', () => {
    const m = new Match({ alpha: { hand: ['velvet-bribe', 'velvet-bribe', 'velvet-bribe', 'velvet-bribe'] } });
    for (let k = 0; k < 4; k++) m.playAgain(A, 'velvet-bribe');
    expect(inPlay(m)).toEqual(['charmed-hound', 'charmed-hound', 'charmed-hound']); // three copies in the pile
    expect(m.s.players[A].bacon).toBe(3);
  });
});
