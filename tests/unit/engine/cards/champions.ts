import { expect } from 'vitest';
import { Match } from '../driver';

/** Scenarios for the champions set (assets/cards/sets/champions.json): each card's ability or effect. */
const A = 'alpha';
const B = 'beta';
const ids = (m: Match, who: 'alpha' | 'beta', zone: 'play' | 'hand') => m.s.players[who].piles[zone].map((u) => m.s.cards[u].id);
const withChamps = (first: string) => [first, 'orla-cinderhand', 'seraphine-dawnsworn'];

export const championSetCases: Record<string, () => void> = {
  'ignatius-pyrewright': () => {
    const m = new Match({ alpha: { champions: withChamps('ignatius-pyrewright') } });
    m.card(B, 'orla-cinderhand').armor = 3;
    m.click(A, A, 'ignatius-pyrewright').click(A, B, 'orla-cinderhand');
    expect(m.card(B, 'orla-cinderhand').armor).toBe(0); // 1 soaked the damage, the rest is stripped
    expect(m.card(B, 'orla-cinderhand').statuses).toContain('marked');
    m.card(A, 'ignatius-pyrewright').exhausted = false;
    m.click(A, A, 'ignatius-pyrewright').click(A, B, 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1);
  },

  'mirela-duskmantle': () => {
    const m = new Match({ alpha: { champions: withChamps('mirela-duskmantle') } });
    m.click(A, A, 'mirela-duskmantle').click(A, B, 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').statuses).toContain('marked');
    expect(m.s.players[A].piles.hand.length).toBe(1);
  },

  'fenna-mossheart': () => {
    const m = new Match({ alpha: { champions: withChamps('fenna-mossheart'), play: ['bramble-hound'] } });
    m.card(A, 'bramble-hound').damage = 2;
    m.click(A, A, 'fenna-mossheart').click(A, A, 'bramble-hound');
    expect(m.card(A, 'bramble-hound').damage).toBe(0);
    expect(m.card(A, 'bramble-hound').statuses).toContain('buffed');
  },
  'aurelio-lightwarden': () => {
    const m = new Match({ alpha: { champions: withChamps('aurelio-lightwarden'), play: ['oathbound-squire'] } });
    m.click(A, A, 'aurelio-lightwarden');
    expect(m.card(A, 'oathbound-squire').armor).toBe(1);
    expect(m.card(A, 'orla-cinderhand').armor).toBe(1);
    expect(m.card(B, 'orla-cinderhand').armor).toBe(0);
  },

  'lysandra-velvetine': () => {
    const m = new Match({ alpha: { champions: withChamps('lysandra-velvetine') }, beta: { play: ['sworn-blade'] } });
    m.click(A, A, 'lysandra-velvetine').click(A, B, 'sworn-blade');
    expect(ids(m, B, 'hand')).toContain('sworn-blade');
    expect(m.card(A, 'lysandra-velvetine').exhausted).toBe(true);
  },
  'caspian-heartwright': () => {
    const m = new Match({ alpha: { champions: withChamps('caspian-heartwright') } });
    m.card(A, 'orla-cinderhand').damage = 3;
    m.click(A, A, 'caspian-heartwright').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(1);
    expect(m.card(A, 'caspian-heartwright').damage).toBe(2);
  },
  'tamsin-hourwright': () => {
    const m = new Match({ alpha: { champions: withChamps('tamsin-hourwright') } });
    m.card(A, 'orla-cinderhand').exhausted = true;
    m.click(A, A, 'tamsin-hourwright').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
  },

  'brannoc-scarbound': () => {
    const m = new Match({ alpha: { champions: withChamps('brannoc-scarbound') } });
    m.click(A, A, 'brannoc-scarbound').click(A, B, 'orla-cinderhand');
    expect(m.card(B, 'orla-cinderhand').statuses).toContain('marked');
    expect(m.card(A, 'brannoc-scarbound').statuses).toContain('empowered');
  },
  'cinder-pact': () => {
    const m = new Match({ alpha: { hand: ['cinder-pact'] } });
    m.card(A, 'orla-cinderhand').damage = 1;
    m.click(A, A, 'cinder-pact').click(A, B, 'orla-cinderhand');
    expect(m.card(B, 'orla-cinderhand').damage).toBe(1);
    // Rules version 16: no damage to your own champion (retunedCardsV16.test.ts keeps version 15's card).
    expect(['orla-cinderhand', 'bram-oakenroot', 'seraphine-dawnsworn'].map((id) => m.card(A, id).damage)).toEqual([1, 0, 0]);
    expect(m.s.players[A].piles.hand.length).toBe(1);
  },
  'smoke-screen': () => {
    const m = new Match({ beta: { hand: ['smoke-screen'] } }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'smoke-screen');
    expect(m.card(A, 'orla-cinderhand').statuses).toContain('marked');
    expect(m.card(A, 'bram-oakenroot').statuses).toContain('marked');
    expect(m.card(B, 'seraphine-dawnsworn').armor).toBe(2);
  },
  'kiln-warden': () => {
    const m = new Match({ alpha: { hand: ['kiln-warden'] } }).click(A, A, 'kiln-warden').click(A, B, 'bram-oakenroot');
    expect(ids(m, A, 'play')).toEqual(['kiln-warden']);
    expect(m.card(B, 'bram-oakenroot').statuses).toContain('marked');
  },
  misdirection: () => {
    const m = new Match({ beta: { hand: ['misdirection'] }, rulesVersion: 10 }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'misdirection').click(B, B, 'bram-oakenroot');
    expect(m.s.players[B].piles.hand.length).toBe(1); // it draws a card from rules version 10
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(0);
    expect(m.card(B, 'bram-oakenroot').damage).toBe(2);
  },
  'veiled-bargain': () => {
    const m = new Match({ alpha: { hand: ['veiled-bargain'] } }).click(A, A, 'veiled-bargain');
    expect(m.s.players[A].piles.hand.length).toBe(2);
    expect(m.s.players[B].bacon).toBe(0); // rules version 16: no bacon for the opponent
  },
  'mirage-dancer': () => {
    const m = new Match({ alpha: { hand: ['mirage-dancer'] } }).click(A, A, 'mirage-dancer');
    expect(ids(m, A, 'play')).toEqual(['mirage-dancer', 'mirror-shade']);
    expect(m.card(A, 'mirror-shade').exhausted).toBe(true);
  },
  'seed-bargain': () => {
    const m = new Match({ alpha: { hand: ['seed-bargain'] }, rulesVersion: 10 });
    m.card(A, 'orla-cinderhand').damage = 4;
    m.click(A, A, 'seed-bargain').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(1);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false); // it no longer exhausts from rules version 10
  },
  entangle: () => {
    const m = new Match({ beta: { hand: ['entangle'] }, rulesVersion: 10 }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'entangle').click(B, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').statuses).toContain('disarmed');
    expect(m.card(B, 'seraphine-dawnsworn').armor).toBe(2); // 2 from rules version 10
  },
  'oathbound-squire': () => {
    const m = new Match({ alpha: { hand: ['oathbound-squire'] } }).click(A, A, 'oathbound-squire').click(A, A, 'orla-cinderhand');
    expect(ids(m, A, 'play')).toEqual(['oathbound-squire']);
    expect(m.card(A, 'orla-cinderhand').armor).toBe(2);
  },
  'lay-on-hands': () => {
    const m = new Match({ alpha: { hand: ['lay-on-hands'] }, rulesVersion: 10 });
    m.card(A, 'orla-cinderhand').damage = 4;
    const foeHand = m.s.players[B].piles.hand.length;
    m.click(A, A, 'lay-on-hands').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(1);
    expect(m.s.players[B].piles.hand.length).toBe(foeHand); // the opponent draws nothing from rules version 10
    const now = new Match({ alpha: { hand: ['lay-on-hands'] } });
    now.card(A, 'orla-cinderhand').damage = 4;
    now.click(A, A, 'lay-on-hands').click(A, A, 'orla-cinderhand');
    expect([now.card(A, 'orla-cinderhand').damage, now.s.players[A].piles.hand.length]).toEqual([1, 1]); // version 16: a card back
  },

  'divine-reprisal': () => {
    const m = new Match({ beta: { hand: ['divine-reprisal'] }, rulesVersion: 10 }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'divine-reprisal');
    expect(m.card(B, 'seraphine-dawnsworn').armor).toBe(2); // rules version 10
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(2 + 2); // strike back 2, empowered +2
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(0); // Orla's 2, soaked by the armor
  },
  'charming-ruse': () => {
    const m = new Match({ alpha: { hand: ['charming-ruse', 'charming-ruse'], dice: [{ magic: 'charm', count: 4 }] }, beta: { play: ['sworn-blade', 'heartwood-effigy'] } });
    m.click(A, A, 'charming-ruse', 0).click(A, B, 'sworn-blade');
    expect(m.card(B, 'sworn-blade').zone).toBe('discard'); // its own 3 attack
    m.click(A, A, 'charming-ruse', 1).click(A, B, 'heartwood-effigy');
    expect(m.card(B, 'heartwood-effigy').damage).toBe(1); // its own 1 attack (rules version 5)
  },

  'stolen-kiss': () => {
    const m = new Match({ alpha: { hand: ['stolen-kiss'] }, rulesVersion: 10 }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn', { react: false });
    m.click(B, B, 'bram-oakenroot').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
    m.click(A, A, 'stolen-kiss').click(A, B, 'bram-oakenroot');
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(2); // the attacker went through
    expect(m.card(B, 'bram-oakenroot').damage).toBe(0);
    expect(m.s.players[A].piles.hand.length).toBe(1); // it draws a card from rules version 10
  },
  'velvet-bribe': () => {
    // Rules version 15: a Charmed Hound and 1 bacon (retunedCardsV15.test.ts keeps version 14's card).
    const m = new Match({ alpha: { hand: ['velvet-bribe'] } }).click(A, A, 'velvet-bribe');
    expect(ids(m, A, 'play')).toEqual(['charmed-hound']);
    expect(m.s.players[A].bacon).toBe(1);
    expect(m.s.players[A].piles.hand.length).toBe(0);
    expect(m.s.players[B].bacon).toBe(0);
  },

  'blood-price': () => {
    const m = new Match({ alpha: { hand: ['blood-price'] }, rulesVersion: 10 });
    m.card(B, 'seraphine-dawnsworn').damage = 4;
    m.click(A, A, 'blood-price').click(A, A, 'bram-oakenroot');
    expect(m.card(A, 'bram-oakenroot').damage).toBe(1);
    // Rules version 10: 2 damage to the enemy champion with the least life left, and one card.
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(4 + 2);
    expect(m.s.players[A].piles.hand.length).toBe(1);
    expect(m.s.players[A].bacon).toBe(0);
  },
  'vengeful-tie': () => {
    const m = new Match({ alpha: { hand: ['vengeful-tie'] } });
    m.card(A, 'bram-oakenroot').damage = 5;
    m.attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn');
    m.click(B, B, 'bram-oakenroot').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
    m.click(A, A, 'vengeful-tie').click(A, B, 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(3 + 2); // 5 on Bram, at most 3, then Orla's blow
  },
  'hourglass-charm': () => {
    const m = new Match({ alpha: { spells: ['hourglass-charm'] }, rulesVersion: 10 });
    m.card(A, 'orla-cinderhand').exhausted = true;
    m.click(A, A, 'hourglass-charm').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(false);
    expect(m.card(A, 'orla-cinderhand').statuses).toContain('empowered'); // rules version 10
    expect(m.card(A, 'hourglass-charm').exhausted).toBe(true);
  },
  'borrowed-time': () => {
    // Rules version 15: a Clockwork Sentinel and a card (retunedCardsV15.test.ts keeps version 14's card).
    const m = new Match({ alpha: { hand: ['borrowed-time'] } }).click(A, A, 'borrowed-time');
    expect(ids(m, A, 'play')).toEqual(['clockwork-sentinel']);
    expect(m.s.players[A].piles.hand.length).toBe(1);
    expect(m.s.players[A].actionCount).toBe(1); // no action back any more
  },
  'temporal-anchor': () => {
    // Version 12's plus 1; version 13's plus 2 is in retunedCardsV13.test.ts.
    const m = new Match({ beta: { hand: ['temporal-anchor'] }, rulesVersion: 12 }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'temporal-anchor');
    expect(m.card(B, 'seraphine-dawnsworn').armor).toBe(3);
  },
  'scar-oath': () => {
    const m = new Match({ alpha: { hand: ['scar-oath'] }, rulesVersion: 10 }).click(A, A, 'scar-oath').click(A, A, 'bram-oakenroot');
    expect(m.card(A, 'bram-oakenroot').damage).toBe(0); // no damage from rules version 10
    expect(m.card(A, 'bram-oakenroot').statuses).toEqual(['buffed', 'empowered']);
  },
  counterblow: () => {
    const m = new Match({ alpha: { hand: ['counterblow'] } }).attack(A, ['orla-cinderhand'], 'seraphine-dawnsworn');
    m.click(B, B, 'bram-oakenroot').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
    m.click(A, A, 'counterblow').click(A, B, 'bram-oakenroot');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(0); // the blocker hit nothing back
    expect(m.card(B, 'bram-oakenroot').damage).toBe(2 + 2); // the card's 2 (rules version 17), then Orla's blow
  },
};
