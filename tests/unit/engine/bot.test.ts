import { describe, it, expect } from 'vitest';
import { botAction } from '../../../src/engine';
import { Match } from './driver';
import { card } from '../../../src/engine/catalog';
import { holdValue } from '../../../src/engine/botReactions';

const A = 'alpha';
const B = 'beta';

describe('the standard bot', () => {
  it('pitches a card for bacon when that pays for the play it wants, then makes that play', () => {
    // One ready die: Hall Torch (1 basic) is playable as it is, Tavern Brawler (2 basic) only with bacon.
    const m = new Match({ alpha: { hand: ['tavern-brawler', 'hall-torch', 'quick-study'], faces: 'basic' } });
    m.s.players[A].dice.forEach((d, i) => { d.exhausted = i > 0; });
    // Champions exhausted: no attack competes with the plays.
    for (const u of m.s.players[A].piles.champions) m.s.cards[u].exhausted = true;
    const first = botAction(m.s, A)!;
    expect(first.command).toBe('cardAltClicked');
    m.do(A, first);
    expect(m.s.players[A].bacon).toBeGreaterThan(0);
    for (let i = 0; i < 2 && m.card(A, 'tavern-brawler').zone === 'hand'; i++) m.do(A, botAction(m.s, A)!);
    expect(m.card(A, 'tavern-brawler').zone).toBe('play');
  });

  it('keeps a reaction in a window where it saves little and plays it where it saves a champion', () => {
    const setUp = (damage: number) => {
      // Beta fields Thessaly, Corvin and Maelis; the target is Corvin, whose passive does not touch the damage he takes.
      const m = new Match({ alpha: { champions: ['ottoline-clockwise', 'orla-cinderhand', 'seraphine-dawnsworn'] }, beta: { hand: ['barkskin'], champions: ['thessaly-gloamveil', 'corvin-hexweaver', 'maelis-threadbinder'] } });
      // Only Corvin can be hurt: beta's other champions are exhausted, so nobody blocks.
      for (const u of m.s.players[B].piles.champions) m.s.cards[u].exhausted = true;
      m.card(B, 'corvin-hexweaver').damage = damage;
      return m.attack(A, ['ottoline-clockwise'], 'corvin-hexweaver', { react: true });
    };
    // Corvin at full life: Barkskin would only spare him Ottoline's 1 damage. Beta passes and keeps it.
    const small = setUp(0);
    expect(botAction(small.s, B)).toEqual({ command: 'menuButton', arg: 'pass' });
    // Corvin with 1 life left: without Barkskin, Ottoline's 1 damage defeats him. Beta plays it.
    const oneLifeLeft = card('corvin-hexweaver').defense! - 1;
    const lethal = setUp(oneLifeLeft);
    expect(botAction(lethal.s, B)).toEqual({ command: 'cardClicked', uuid: lethal.uuid(B, 'barkskin') });
    lethal.do(B, botAction(lethal.s, B)!);
    while (lethal.s.battle) lethal.do(lethal.s.battle.stage === 'block' ? B : A, botAction(lethal.s, lethal.s.battle.stage === 'block' ? B : A)!);
    expect(lethal.card(B, 'corvin-hexweaver').damage).toBe(oneLifeLeft);
  });
});

describe('the standard bot late in the game', () => {
  it('keeps a reaction for a small gain early, and plays it for the same gain from round 6 (holdValue)', () => {
    const setUp = (round: number) => {
      const m = new Match({ alpha: { champions: ['ottoline-clockwise', 'orla-cinderhand', 'seraphine-dawnsworn'] }, beta: { hand: ['barkskin'], champions: ['thessaly-gloamveil', 'corvin-hexweaver', 'maelis-threadbinder'] } });
      m.s.round = round;
      for (const u of m.s.players[B].piles.champions) m.s.cards[u].exhausted = true;
      return m.attack(A, ['ottoline-clockwise'], 'corvin-hexweaver', { react: true });
    };
    expect(holdValue(setUp(1).s)).toBe(3);
    expect(holdValue(setUp(5).s)).toBe(2);
    expect(holdValue(setUp(6).s)).toBe(1);
    expect(botAction(setUp(1).s, B)).toEqual({ command: 'menuButton', arg: 'pass' });
    const late = setUp(6);
    expect(botAction(late.s, B)).toEqual({ command: 'cardClicked', uuid: late.uuid(B, 'barkskin') });
  });
});

describe('the standard bot with a full hand (rules version 10)', () => {
  // Five cards, none it can pay for but the reactions, champions exhausted: nothing to play or attack with.
  const fullHand = (rulesVersion: number) => {
    const m = new Match({ rulesVersion, alpha: { hand: ['aegis-call', 'stolen-kiss', 'sworn-blade', 'sworn-blade', 'sworn-blade'], faces: 'basic' } });
    m.s.players[A].dice.forEach((d) => { d.exhausted = true; });
    for (const u of m.s.players[A].piles.champions) m.s.cards[u].exhausted = true;
    return m;
  };

  it('pitches a held reaction as its turn ends, the one waiting for a block first, and then ends its turn', () => {
    const m = fullHand(10);
    expect(botAction(m.s, A)).toEqual({ command: 'cardAltClicked', uuid: m.uuid(A, 'stolen-kiss') });
    m.do(A, botAction(m.s, A)!);
    expect(m.s.players[A].bacon).toBe(1);
    expect(botAction(m.s, A)).toEqual({ command: 'menuButton', arg: 'end-turn' }); // four cards: the next round draws one
  });

  it('pitches it at the bacon cap too: the fresh card next round is worth it', () => {
    const m = fullHand(10);
    m.s.players[A].bacon = 3;
    expect(botAction(m.s, A)).toEqual({ command: 'cardAltClicked', uuid: m.uuid(A, 'stolen-kiss') });
  });

  it('keeps its reactions with room in hand, and in version-9 games', () => {
    const room = fullHand(10);
    room.do(A, { command: 'cardAltClicked', uuid: room.uuid(A, 'sworn-blade', 0) });
    expect(botAction(room.s, A)).toEqual({ command: 'menuButton', arg: 'end-turn' });
    expect(botAction(fullHand(9).s, A)).toEqual({ command: 'menuButton', arg: 'end-turn' });
  });
});
