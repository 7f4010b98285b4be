import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { behaviours } from '../../../src/engine/cards';
import { catalog } from '../../../src/engine';
import { chimeraBehaviourIds } from '../../../src/engine/chimera';
import { unitCases } from './cards/units';
import { championSetCases } from './cards/champions';

const A = 'alpha';
const B = 'beta';
const dmg = (m: Match, o: 'alpha' | 'beta', id: string) => m.card(o, id).damage;

/** One test per card with behaviour: the card does what its text says. */
const cases: Record<string, () => void> = {
  'orla-cinderhand': () => {
    const m = new Match().click(A, A, 'orla-cinderhand').click(A, B, 'bram-oakenroot');
    expect(dmg(m, B, 'bram-oakenroot')).toBe(1);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(true);
  },
  'thessaly-gloamveil': () => {
    const m = new Match({ alpha: { champions: ['thessaly-gloamveil', 'bram-oakenroot', 'orla-cinderhand'] } }).click(A, A, 'thessaly-gloamveil').click(A, B, 'orla-cinderhand');
    expect(m.card(B, 'orla-cinderhand').statuses).toContain('disarmed');
  },
  'bram-oakenroot': () => {
    const m = new Match();
    m.card(A, 'orla-cinderhand').damage = 3;
    m.click(A, A, 'bram-oakenroot').click(A, A, 'orla-cinderhand');
    expect(dmg(m, A, 'orla-cinderhand')).toBe(1);
  },
  'seraphine-dawnsworn': () => {
    const m = new Match().click(A, A, 'seraphine-dawnsworn').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').armor).toBe(2);
  },
  'corvin-hexweaver': () => {
    const m = new Match({ alpha: { champions: ['corvin-hexweaver', 'bram-oakenroot', 'orla-cinderhand'] } }).click(A, A, 'corvin-hexweaver').click(A, B, 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').exhausted).toBe(true);
  },
  'maelis-threadbinder': () => {
    const m = new Match({ alpha: { champions: ['maelis-threadbinder', 'bram-oakenroot', 'orla-cinderhand'] } });
    m.card(A, 'maelis-threadbinder').damage = 2;
    m.click(A, A, 'maelis-threadbinder').click(A, B, 'bram-oakenroot');
    expect(dmg(m, B, 'bram-oakenroot')).toBe(1);
    expect(dmg(m, A, 'maelis-threadbinder')).toBe(1);
  },
  'ottoline-clockwise': () => {
    const m = new Match({ alpha: { champions: ['ottoline-clockwise', 'bram-oakenroot', 'orla-cinderhand'] } });
    const hand = m.s.players[A].piles.hand.length;
    m.click(A, A, 'ottoline-clockwise');
    expect(m.s.players[A].piles.hand.length).toBe(hand + 1);
    expect(m.s.players[A].bacon).toBe(1);
  },
  'garrick-ashforge': () => {
    const m = new Match({ alpha: { champions: ['garrick-ashforge', 'bram-oakenroot', 'orla-cinderhand'], play: ['tavern-brawler'] } });
    m.click(A, A, 'garrick-ashforge').click(A, A, 'tavern-brawler');
    const v = m.s.players[A].piles.attached;
    expect(v.length).toBe(1);
    expect(m.s.cards[v[0]].attachedTo).toBe(m.uuid(A, 'tavern-brawler'));
  },
  'ember-bolt': () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } }).click(A, A, 'ember-bolt').click(A, B, 'orla-cinderhand');
    expect(dmg(m, B, 'orla-cinderhand')).toBe(2);
  },
  'flashfire-ward': () => {
    const m = new Match({ beta: { hand: ['flashfire-ward'] }, rulesVersion: 10 }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    m.click(B, B, 'flashfire-ward').click(B, A, 'orla-cinderhand');
    expect(dmg(m, A, 'orla-cinderhand')).toBe(3); // 3 from rules version 10
  },
  'shade-conjury': () => {
    const m = new Match({ alpha: { spells: ['shade-conjury'] } }).click(A, A, 'shade-conjury');
    expect(m.s.players[A].piles.play.map((u) => m.s.cards[u].id)).toEqual(['mirror-shade']);
    expect(m.card(A, 'shade-conjury').exhausted).toBe(true);
    expect(m.card(A, 'mirror-shade').exhausted).toBe(true); // enters exhausted
  },
  'phantom-feint': () => {
    const m = new Match({ beta: { hand: ['phantom-feint'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    const hand = m.s.players[B].piles.hand.length;
    m.click(B, B, 'phantom-feint').click(B, A, 'orla-cinderhand');
    expect(m.s.battle).toBeNull();
    expect(dmg(m, B, 'bram-oakenroot')).toBe(0);
    expect(m.card(A, 'orla-cinderhand').exhausted).toBe(true);
    expect(dmg(m, A, 'orla-cinderhand')).toBe(2);
    expect(m.s.players[B].piles.hand.length).toBe(hand); // one played, one drawn
  },
  'haunting-whisper': () => {
    const m = new Match({ alpha: { hand: ['haunting-whisper'] } }).click(A, A, 'haunting-whisper').click(A, B, 'orla-cinderhand');
    expect(dmg(m, B, 'orla-cinderhand')).toBe(1);
    expect(m.card(B, 'orla-cinderhand').statuses).toContain('marked');
    expect(m.s.players[A].piles.hand.length).toBe(1);
  },
  barkskin: () => {
    const m = new Match({ beta: { hand: ['barkskin'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    m.click(B, B, 'barkskin');
    expect(m.card(B, 'bram-oakenroot').armor).toBe(3 + 1); // + Deep Roots (Bram's passive)
  },
  'wild-surge': () => {
    const m = new Match({ alpha: { hand: ['wild-surge'] } });
    const hand = m.s.players[A].piles.hand.length;
    m.click(A, A, 'wild-surge').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').statuses).toEqual(['buffed', 'empowered']);
    expect(m.s.players[A].piles.hand.length).toBe(hand); // one played, one drawn (rules version 8)
  },
  'radiant-lance': () => {
    const m = new Match({ alpha: { hand: ['radiant-lance', 'radiant-lance'], dice: [{ magic: 'divine', count: 4 }, { magic: 'natural', count: 2 }] }, beta: { play: ['hearthguard-sentry'] } });
    m.click(A, A, 'radiant-lance', 0).click(A, B, 'orla-cinderhand');
    expect(dmg(m, B, 'orla-cinderhand')).toBe(1);
    m.click(A, A, 'radiant-lance', 1).click(A, B, 'hearthguard-sentry');
    expect(m.card(B, 'hearthguard-sentry').zone).toBe('discard');
  },
  sanctuary: () => {
    const m = new Match({ alpha: { spells: ['sanctuary'] } });
    m.card(A, 'orla-cinderhand').damage = 2;
    m.card(A, 'bram-oakenroot').damage = 1;
    m.click(A, A, 'sanctuary');
    expect(dmg(m, A, 'orla-cinderhand')).toBe(1);
    expect(dmg(m, A, 'bram-oakenroot')).toBe(0);
  },
  'aegis-call': () => {
    const m = new Match({ beta: { hand: ['aegis-call'] }, rulesVersion: 10 });
    m.card(B, 'bram-oakenroot').damage = 3;
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true }).click(B, B, 'aegis-call');
    expect(m.card(B, 'bram-oakenroot').armor).toBe(2 + 1); // 2 from rules version 10, + Deep Roots (Bram's passive)
    expect(dmg(m, B, 'bram-oakenroot')).toBe(1);
  },
  'sweet-nothings': () => {
    const m = new Match({ alpha: { hand: ['sweet-nothings'] } }).click(A, A, 'sweet-nothings').click(A, B, 'orla-cinderhand');
    expect(m.card(B, 'orla-cinderhand').exhausted).toBe(true);
    expect(m.card(B, 'orla-cinderhand').statuses).toContain('disarmed');
    expect(dmg(m, B, 'orla-cinderhand')).toBe(2);
  },
  'hound-whistle': () => {
    const m = new Match({ alpha: { hand: ['hound-whistle'] } }).click(A, A, 'hound-whistle');
    expect(m.s.players[A].piles.play.map((u) => m.s.cards[u].id)).toEqual(['charmed-hound']);
  },
  'turncoat-kiss': () => {
    const m = new Match({ alpha: { hand: ['turncoat-kiss'] }, beta: { play: ['sworn-blade'] }, rulesVersion: 10 }).attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    m.click(B, B, 'sworn-blade').click(B, A, 'orla-cinderhand').button(B, 'done-blocking');
    m.click(A, A, 'turncoat-kiss').click(A, B, 'sworn-blade');
    expect(m.card(B, 'sworn-blade').zone).toBe('discard'); // 3 damage from rules version 10 fells a 3/3
    expect(m.s.players[A].piles.hand.length).toBe(1); // it draws a card
  },
  'thread-of-pain': () => {
    const m = new Match({ alpha: { hand: ['thread-of-pain'] } });
    m.card(A, 'orla-cinderhand').damage = 1;
    m.card(A, 'bram-oakenroot').damage = 1;
    m.click(A, A, 'thread-of-pain').click(A, B, 'seraphine-dawnsworn');
    expect(dmg(m, B, 'seraphine-dawnsworn')).toBe(2);
  },
  'kindred-mend': () => {
    const m = new Match({ alpha: { hand: ['kindred-mend'] } });
    m.card(A, 'orla-cinderhand').damage = 3;
    m.click(A, A, 'kindred-mend').click(A, A, 'orla-cinderhand');
    expect(dmg(m, A, 'orla-cinderhand')).toBe(1);
    expect(m.s.players[A].piles.hand.length).toBe(1);
  },
  'mirrored-wound': () => {
    const m = new Match({ beta: { hand: ['mirrored-wound'] } });
    m.card(B, 'bram-oakenroot').damage = 4;
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true }).click(B, B, 'mirrored-wound').click(B, A, 'orla-cinderhand');
    expect(dmg(m, A, 'orla-cinderhand')).toBe(3);
  },
  'clockwork-foundry': () => {
    const m = new Match({ alpha: { spells: ['clockwork-foundry'] } }).click(A, A, 'clockwork-foundry');
    expect(m.s.players[A].piles.play.map((u) => m.s.cards[u].id)).toEqual(['clockwork-sentinel']);
  },
  'stolen-moment': () => {
    const m = new Match({ alpha: { hand: ['stolen-moment'] } });
    m.card(A, 'bram-oakenroot').exhausted = true;
    const hand = m.s.players[A].piles.hand.length;
    m.click(A, A, 'stolen-moment').click(A, A, 'bram-oakenroot');
    expect(m.card(A, 'bram-oakenroot').exhausted).toBe(false);
    expect(m.s.players[A].piles.hand.length).toBe(hand); // one played, one drawn (rules version 8)
    // 2 actions, 1 spent on the card, 1 gained
    expect(m.s.players[A].actionCount).toBe(2);
  },
  'time-slip': () => {
    const m = new Match({ alpha: { play: ['tavern-brawler'] }, beta: { hand: ['time-slip'] } }).attack(A, ['tavern-brawler'], 'bram-oakenroot', { react: true });
    const hand = m.s.players[B].piles.hand.length;
    m.click(B, B, 'time-slip').click(B, A, 'tavern-brawler');
    expect(m.card(A, 'tavern-brawler').zone).toBe('hand');
    expect(m.s.battle).toBeNull();
    expect(m.s.players[B].piles.hand.length).toBe(hand); // one played, one drawn
    // An attacking champion is removed from the attack instead and stays exhausted.
    const c = new Match({ beta: { hand: ['time-slip'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true });
    const cHand = c.s.players[B].piles.hand.length;
    c.click(B, B, 'time-slip').click(B, A, 'orla-cinderhand');
    expect(c.s.battle).toBeNull();
    expect(dmg(c, B, 'bram-oakenroot')).toBe(0);
    expect(c.card(A, 'orla-cinderhand').zone).toBe('champions');
    expect(c.card(A, 'orla-cinderhand').exhausted).toBe(true);
    expect(c.s.players[B].piles.hand.length).toBe(cHand);
  },
  'anvil-strike': () => {
    const m = new Match({ alpha: { hand: ['anvil-strike'] }, beta: { play: ['hearthguard-sentry'] } }).click(A, A, 'anvil-strike').click(A, B, 'hearthguard-sentry');
    expect(m.card(B, 'hearthguard-sentry').zone).toBe('discard');
  },
  'forge-apprentice': () => {
    const m = new Match({ alpha: { hand: ['forge-apprentice'] } }).click(A, A, 'forge-apprentice');
    expect(m.s.players[A].piles.attached.length).toBe(1);
  },
  'tempered-resolve': () => {
    // It needs the attack blocked (rules version 3): Seraphine blocks Bram, Orla goes through.
    const m = new Match({ alpha: { hand: ['tempered-resolve'] } }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'bram-oakenroot');
    m.click(B, B, 'seraphine-dawnsworn').click(B, A, 'bram-oakenroot').button(B, 'done-blocking');
    m.click(A, A, 'tempered-resolve').click(A, A, 'orla-cinderhand');
    // 2 attack + 1 buffed + 2 empowered, 1 soaked by Deep Roots (Bram's passive: armor when attacked)
    expect(dmg(m, B, 'bram-oakenroot')).toBe(4);
  },
  'hall-torch': () => {
    const m = new Match({ alpha: { hand: ['hall-torch'] } }).click(A, A, 'hall-torch').click(A, B, 'orla-cinderhand');
    expect(dmg(m, B, 'orla-cinderhand')).toBe(1);
    expect(m.s.players[A].piles.hand.length).toBe(1);
  },
  'second-wind': () => {
    const m = new Match({ beta: { hand: ['second-wind'] } }).attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true }).click(B, B, 'second-wind');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(dmg(m, B, 'bram-oakenroot')).toBe(0);
  },
  'quick-study': () => {
    const m = new Match({ alpha: { hand: ['quick-study'] } }).click(A, A, 'quick-study');
    expect(m.s.players[A].piles.hand.length).toBe(2);
  },
  'ember-lantern': () => {
    const m = new Match({ alpha: { spells: ['ember-lantern'] } }).click(A, A, 'ember-lantern');
    expect(m.s.players[A].bacon).toBe(1);
  },
  'rallying-horn': () => {
    const m = new Match({ alpha: { hand: ['rallying-horn'] } }).click(A, A, 'rallying-horn');
    expect(m.card(A, 'bram-oakenroot').statuses).toContain('buffed');
  },
  ...unitCases,
  ...championSetCases,
};

describe('every card with a behaviour does what its text says', () => {
  it('has a test for every behaviour and a text for every card', () => {
    expect(Object.keys(behaviours).sort()).toEqual(Object.keys(cases).sort());
    for (const c of catalog) expect(c.text.length).toBeGreaterThan(0);
  });
  for (const [id, run] of Object.entries(cases)) it(id, run);
});

describe('chimera behaviours', () => {
  for (const id of chimeraBehaviourIds) {
    it(id, () => {
      const m = new Match({ format: 'solo', active: 'beta' });
      const p = m.s.players[B];
      const u = p.piles.deck.find((x) => m.s.cards[x].id === id)!;
      p.piles.deck.splice(p.piles.deck.indexOf(u), 1);
      p.piles.deck.unshift(u);
      p.actionCount = 1;
      m.card(B, 'ashmaw-head').damage = 3;
      const before = JSON.stringify(m.s.cards);
      m.button(B, 'behaviour');
      expect(m.card(B, id).zone).toBe('discard');
      if (id === 'savage-lunge' || id === 'full-frenzy') expect(m.s.battle?.attacker).toBe(B);
      else expect(JSON.stringify(m.s.cards)).not.toBe(before);
    });
  }
});
