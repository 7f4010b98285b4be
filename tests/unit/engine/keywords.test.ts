import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { legalActions } from '../../../src/engine';

const A = 'alpha';
const B = 'beta';

/** The unit keywords of rules version 3 (docs/rules.md, Units and keywords). */
describe('guard', () => {
  it('a ready guard must be the target: champions and other units are refused, and the prompt offers only the guard', () => {
    const m = new Match({ beta: { play: ['hearthguard-sentry', 'tavern-brawler'] } }).button(A, 'attack');
    expect(m.refuse(A, { command: 'cardClicked', uuid: m.uuid(B, 'bram-oakenroot') })).toBe('a ready guard must be attacked first');
    expect(m.refuse(A, { command: 'cardClicked', uuid: m.uuid(B, 'tavern-brawler') })).toBe('a ready guard must be attacked first');
    const theirs = legalActions(m.s, A).flatMap((a) => (a.command === 'cardClicked' && m.s.cards[a.uuid].owner === B ? [m.s.cards[a.uuid].id] : []));
    expect(theirs).toEqual(['hearthguard-sentry']);
    m.click(A, A, 'orla-cinderhand').click(A, B, 'hearthguard-sentry').button(A, 'confirm-attack');
    expect(m.s.battle?.target).toBe(m.uuid(B, 'hearthguard-sentry'));
  });
  it('an exhausted guard protects nobody', () => {
    const m = new Match({ beta: { play: ['hearthguard-sentry'] } });
    m.card(B, 'hearthguard-sentry').exhausted = true;
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot');
    expect(m.s.battle?.target).toBe(m.uuid(B, 'bram-oakenroot'));
  });
});

describe("guard and the chimera's attacks", () => {
  /** Alpha, facing the chimera, fields a ready Hearthguard Sentry; the chimera's Savage Lunge is on top of its behaviour deck. */
  const lunge = (rulesVersion?: number) => {
    const m = new Match({ format: 'solo', active: 'beta', rulesVersion, alpha: { play: ['hearthguard-sentry'] } });
    const p = m.s.players[B];
    const u = p.piles.deck.find((x) => m.s.cards[x].id === 'savage-lunge')!;
    p.piles.deck.splice(p.piles.deck.indexOf(u), 1);
    p.piles.deck.unshift(u);
    p.actionCount = 1;
    // A champion the lunge can defeat: what the chimera's aim prefers over a guard.
    m.card(A, 'bram-oakenroot').damage = m.card(A, 'bram-oakenroot').damage + 8;
    return m.button(B, 'behaviour');
  };
  it('from rules version 4 the chimera attacks a ready guard first, as a player must', () => {
    expect(lunge().s.battle?.target).toBe(lunge().uuid(A, 'hearthguard-sentry'));
  });
  it('a version-3 game keeps the chimera aiming past guard (its recorded games replay as they were)', () => {
    const m = lunge(3);
    expect(m.s.battle?.target).toBe(m.uuid(A, 'bram-oakenroot'));
  });
});

describe('swift and summoning sickness', () => {
  it('a unit without swift cannot attack the turn it enters play, and can on its owner next turn', () => {
    const m = new Match({ alpha: { hand: ['tavern-brawler'] } }).click(A, A, 'tavern-brawler').button(A, 'attack');
    expect(m.refuse(A, { command: 'cardClicked', uuid: m.uuid(A, 'tavern-brawler') })).toBe('that character cannot attack');
    m.button(A, 'cancel-attack').button(A, 'end-turn').button(B, 'end-turn');
    expect(m.s.activePlayer).toBe(A);
    m.attack(A, ['tavern-brawler'], 'bram-oakenroot');
    expect(m.s.battle?.attackers).toEqual([m.uuid(A, 'tavern-brawler')]);
  });
  it('a swift unit attacks the turn it enters play', () => {
    const m = new Match({ alpha: { hand: ['hourglass-runner'] } }).click(A, A, 'hourglass-runner');
    m.attack(A, ['hourglass-runner'], 'bram-oakenroot');
    expect(m.s.battle?.attackers).toEqual([m.uuid(A, 'hourglass-runner')]);
  });
  it('a unit that has not attacked yet still blocks the turn it arrives', () => {
    const m = new Match({ beta: { hand: ['tavern-brawler'] }, active: 'beta' }).click(B, B, 'tavern-brawler').button(B, 'end-turn');
    m.attack(A, ['orla-cinderhand'], 'bram-oakenroot').click(B, B, 'tavern-brawler').click(B, A, 'orla-cinderhand').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(0);
  });
  it('under rules version 2 a unit attacks at once, as it always did', () => {
    const m = new Match({ alpha: { hand: ['tavern-brawler'] }, rulesVersion: 2 }).click(A, A, 'tavern-brawler');
    m.attack(A, ['tavern-brawler'], 'bram-oakenroot');
    expect(m.s.battle?.attackers).toEqual([m.uuid(A, 'tavern-brawler')]);
  });
});

describe('ranged', () => {
  it('the target does not strike back at a ranged attacker', () => {
    const m = new Match({ alpha: { play: ['mirror-shade'] } }).attack(A, ['mirror-shade'], 'bram-oakenroot').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(1); // 2, 1 soaked by Deep Roots (Bram's passive)
    expect(m.card(A, 'mirror-shade').zone).toBe('play');
    expect(m.card(A, 'mirror-shade').damage).toBe(0);
  });
  it('a blocker deals a ranged attacker no damage back, and the strike back goes to an attacker without ranged', () => {
    const m = new Match({ alpha: { play: ['mirror-shade'] }, beta: { play: ['tavern-brawler'] } }).attack(A, ['mirror-shade', 'orla-cinderhand'], 'bram-oakenroot');
    m.click(B, B, 'tavern-brawler').click(B, A, 'mirror-shade').button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(A, 'mirror-shade').zone).toBe('play'); // 1 defense: any damage back would destroy it
    expect(m.card(A, 'mirror-shade').damage).toBe(0);
    expect(m.card(B, 'tavern-brawler').zone).toBe('discard');
    expect(m.card(A, 'orla-cinderhand').damage).toBe(3); // Bram strikes back at Orla (3 attack from rules version 9)
  });
});

describe('rally', () => {
  it('every other character attacking beside a rally unit becomes buffed and hits 1 harder', () => {
    const m = new Match({ alpha: { play: ['pyre-herald'] }, rulesVersion: 10 }).attack(A, ['pyre-herald', 'orla-cinderhand'], 'bram-oakenroot');
    expect(m.card(A, 'orla-cinderhand').statuses).toContain('buffed');
    expect(m.card(A, 'pyre-herald').statuses).not.toContain('buffed');
    m.button(B, 'done-blocking').button(A, 'pass');
    expect(m.card(B, 'bram-oakenroot').damage).toBe(3); // herald 1 (rules version 10) + Orla 2 + 1, 1 soaked by Deep Roots (Bram's passive)
  });
  it('two rally units buff each other', () => {
    const m = new Match({ alpha: { play: ['pyre-herald', 'stag-outrider'] } }).attack(A, ['pyre-herald', 'stag-outrider'], 'bram-oakenroot');
    expect(m.card(A, 'pyre-herald').statuses).toContain('buffed');
    expect(m.card(A, 'stag-outrider').statuses).toContain('buffed');
  });
});
