import { expect } from 'vitest';
import { Match } from '../driver';

/** Scenarios for the cards of assets/cards/sets/units.json: units' keywords and triggered abilities. */
const A = 'alpha';
const B = 'beta';
const handSize = (m: Match, who: 'alpha' | 'beta') => m.s.players[who].piles.hand.length;

/** alpha attacks `target` with `attackers`; beta plays nothing and blocks nothing; the battle resolves. */
const fight = (m: Match, attackers: string[], target: string) => m.attack(A, attackers, target).button(B, 'done-blocking').button(A, 'pass');

export const unitCases: Record<string, () => void> = {
  'ashen-acolyte': () => {
    const m = new Match({ beta: { play: ['ashen-acolyte'] } });
    const hand = handSize(m, B);
    fight(m, ['orla-cinderhand', 'bram-oakenroot'], 'ashen-acolyte');
    expect(m.card(B, 'ashen-acolyte').zone).toBe('discard');
    expect(handSize(m, B)).toBe(hand + 1);
  },
  'pyre-herald': () => {
    const m = fight(new Match({ alpha: { play: ['pyre-herald'] } }), ['pyre-herald'], 'bram-oakenroot');
    expect(m.s.players[A].bacon).toBe(1);
  },
  'veil-archer': () => {
    const m = new Match({ alpha: { play: ['veil-archer'] } }).attack(A, ['veil-archer'], 'bram-oakenroot');
    expect(m.card(B, 'bram-oakenroot').statuses).toContain('marked');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1); // its 1 attack, and 1 for the mark, 1 soaked by Deep Roots (Bram's passive)
  },
  'mirage-double': () => {
    const m = fight(new Match({ beta: { play: ['mirage-double'] } }), ['orla-cinderhand'], 'mirage-double');
    expect(m.card(B, 'mirage-double').zone).toBe('discard');
    expect(m.card(B, 'mirror-shade').zone).toBe('play');
    expect(m.card(B, 'mirror-shade').exhausted).toBe(true);
  },
  'briar-warden': () => {
    const m = new Match({ beta: { play: ['briar-warden'] } }).button(A, 'end-turn');
    expect(m.s.activePlayer).toBe(B);
    expect(m.card(B, 'briar-warden').armor).toBe(1);
  },
  'anvil-guard': () => {
    const match = new Match({ beta: { play: ['anvil-guard'] } });
    match.card(B, 'orla-cinderhand').damage = 4;
    match.card(B, 'seraphine-dawnsworn').damage = 3;
    const m = fight(match, ['orla-cinderhand', 'bram-oakenroot'], 'anvil-guard');
    expect(m.card(B, 'anvil-guard').zone).toBe('discard');
    // Bram (12 defense from rules version 17; Orla 15 with 4 damage, Seraphine 14 with 3) has the most life left of beta's champions.
    expect(m.card(B, 'forged-edge').attachedTo).toBe(m.uuid(B, 'bram-oakenroot'));
  },
  'dawn-templar': () => {
    const m = new Match({ alpha: { hand: ['dawn-templar'] } }).click(A, A, 'dawn-templar');
    expect(m.card(A, 'dawn-templar').zone).toBe('play');
    for (const id of ['orla-cinderhand', 'bram-oakenroot', 'seraphine-dawnsworn']) expect(m.card(A, id).armor).toBe(1);
  },
  'lantern-cleric': () => {
    const m = new Match({ beta: { play: ['lantern-cleric'] } });
    m.card(B, 'orla-cinderhand').damage = 3;
    m.card(B, 'bram-oakenroot').damage = 1;
    m.button(A, 'end-turn');
    expect(m.card(B, 'orla-cinderhand').damage).toBe(2);
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1);
  },
  'silver-tongue': () => {
    const m = new Match({ alpha: { play: ['silver-tongue'] }, beta: { play: ['thornling', 'pyre-herald'] } });
    m.attack(A, ['silver-tongue'], 'bram-oakenroot');
    // Both are 2-attack units: the first in play goes, so only one blocker is talked out.
    expect([m.card(B, 'thornling').exhausted, m.card(B, 'pyre-herald').exhausted]).toEqual([true, false]);
  },
  'gilded-envoy': () => {
    const m = new Match({ alpha: { hand: ['gilded-envoy'] } }).click(A, A, 'gilded-envoy');
    expect(m.card(A, 'gilded-envoy').zone).toBe('play');
    expect(handSize(m, A)).toBe(1);
  },
  'kinship-warden': () => {
    const m = new Match({ alpha: { play: ['kinship-warden'] } });
    m.card(A, 'seraphine-dawnsworn').damage = 2;
    m.attack(A, ['kinship-warden'], 'bram-oakenroot');
    expect(m.card(A, 'seraphine-dawnsworn').damage).toBe(1);
  },
  'bound-spirit': () => {
    const m = new Match({ beta: { play: ['bound-spirit'] } });
    m.card(B, 'seraphine-dawnsworn').damage = 3;
    fight(m, ['orla-cinderhand'], 'bound-spirit');
    expect(m.card(B, 'bound-spirit').zone).toBe('discard');
    expect(m.card(B, 'seraphine-dawnsworn').damage).toBe(1);
  },
  'hourglass-runner': () => {
    const m = new Match({ alpha: { play: ['hourglass-runner'] } }).attack(A, ['hourglass-runner'], 'bram-oakenroot');
    expect(handSize(m, A)).toBe(1);
  },
  'chrono-keeper': () => {
    const m = new Match({ beta: { play: ['chrono-keeper'] } }).button(A, 'end-turn');
    expect(m.s.players[B].bacon).toBe(1);
  },
  'blood-pact': () => {
    const m = new Match({ alpha: { hand: ['blood-pact'] } }).click(A, A, 'blood-pact').click(A, A, 'orla-cinderhand');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(2);
    expect(handSize(m, A)).toBe(2);
  },
  'sacrificial-rite': () => {
    const m = new Match({ alpha: { hand: ['sacrificial-rite'], play: ['ashen-acolyte'] } });
    m.card(A, 'ashen-acolyte').armor = 2; // destroyed, not damaged: armor does not save it
    m.click(A, A, 'sacrificial-rite').click(A, A, 'ashen-acolyte');
    expect(m.card(A, 'ashen-acolyte').zone).toBe('discard');
    expect(handSize(m, A)).toBe(3); // 2 from the rite, 1 from the acolyte's last gift
    expect(m.s.players[A].bacon).toBe(1);
  },
  'stand-together': () => {
    const m = new Match({ beta: { hand: ['stand-together'], play: ['tavern-brawler'] } });
    m.card(B, 'tavern-brawler').exhausted = true;
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot', { react: true }).click(B, B, 'stand-together');
    expect(m.card(B, 'tavern-brawler').exhausted).toBe(false);
    m.click(B, B, 'tavern-brawler').click(B, A, 'orla-cinderhand').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(0); // blocked
  },
  hasten: () => {
    const m = new Match({ alpha: { hand: ['tavern-brawler', 'hasten'] } });
    m.s.players[A].actionCount = 3;
    m.click(A, A, 'tavern-brawler');
    m.button(A, 'attack');
    expect(m.refuse(A, { command: 'cardClicked', uuid: m.uuid(A, 'tavern-brawler') })).toBe('that character cannot attack');
    m.button(A, 'cancel-attack').click(A, A, 'hasten').click(A, A, 'tavern-brawler');
    expect(m.card(A, 'tavern-brawler').statuses).toContain('buffed');
    m.attack(A, ['tavern-brawler'], 'bram-oakenroot');
    expect(m.s.battle?.attackers).toEqual([m.uuid(A, 'tavern-brawler')]);
  },
  'trade-secrets': () => {
    const m = new Match({ alpha: { hand: ['trade-secrets'] } });
    const theirs = handSize(m, B);
    m.click(A, A, 'trade-secrets');
    expect(handSize(m, A)).toBe(2);
    expect(handSize(m, B)).toBe(theirs + 1);
  },
  'veil-of-mist': () => {
    const m = new Match({ beta: { hand: ['veil-of-mist'] } }).attack(A, ['orla-cinderhand', 'bram-oakenroot'], 'seraphine-dawnsworn', { react: true });
    m.click(B, B, 'veil-of-mist');
    expect(m.card(A, 'orla-cinderhand').statuses).toContain('marked');
    expect(m.card(A, 'bram-oakenroot').statuses).toContain('marked');
  },
};
