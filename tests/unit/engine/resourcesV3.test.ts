import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { draw } from '../../../src/engine/effects';
import type { MagicType } from '../../../src/protocol/cards';

/** Rules version 3 (issue 17): dice powers, chosen dice, the bacon cap and the one reshuffle. */
const dieOf = (m: Match, magic: MagicType, nth = 0) => m.s.players.alpha.dice.filter((d) => d.magic === magic)[nth];
const lastLine = (m: Match) => JSON.stringify(m.s.messages.at(-1));

describe('dice powers', () => {
  it('a natural power die removes 1 damage, once per turn', () => {
    const m = new Match({ alpha: { hand: ['quick-study'] } });
    m.card('alpha', 'bram-oakenroot').damage = 2;
    const die = dieOf(m, 'natural');
    m.do('alpha', { command: 'useDiePower', die: die.uuid });
    expect(m.card('alpha', 'bram-oakenroot').damage).toBe(1);
    expect(dieOf(m, 'natural').exhausted).toBe(true);
    expect(m.s.players.alpha.actionCount).toBe(2);
    expect(m.refuse('alpha', { command: 'useDiePower', die: dieOf(m, 'natural', 1).uuid })).toBe('you used a dice power this turn already');
  });

  it('a basic face has no power, and the opponent cannot use a power on your turn', () => {
    const m = new Match({ alpha: { faces: 'basic' }, beta: { faces: 'power' } });
    expect(m.refuse('alpha', { command: 'useDiePower', die: dieOf(m, 'time').uuid })).toBe('that die shows its basic face: it has no power');
    const theirs = m.s.players.beta.dice.find((d) => d.magic === 'time')!;
    expect(m.refuse('beta', { command: 'useDiePower', die: theirs.uuid })).toBe('dice powers are used on your turn');
  });

  it('a game of rules version 2 has no dice powers', () => {
    const m = new Match({ rulesVersion: 2 });
    expect(m.refuse('alpha', { command: 'useDiePower', die: dieOf(m, 'time').uuid })).toBe('dice have no powers in this game');
  });
});

describe('choosing the dice that pay', () => {
  it('pays a basic symbol with the chosen die and keeps the others ready', () => {
    const m = new Match({ alpha: { hand: ['quick-study'] } });
    const chosen = dieOf(m, 'time', 1);
    m.do('alpha', { command: 'cardClicked', uuid: m.uuid('alpha', 'quick-study'), dice: [chosen.uuid] });
    expect(m.s.players.alpha.dice.filter((d) => d.exhausted).map((d) => d.uuid)).toEqual([chosen.uuid]);
  });

  it('refuses dice that do not pay the cost exactly, or an exhausted die', () => {
    const m = new Match({ alpha: { hand: ['ember-bolt'] } });
    const bolt = m.uuid('alpha', 'ember-bolt');
    const enemy = m.uuid('beta', 'orla-cinderhand');
    // Ember Bolt costs 1 ceremonial + 1 basic: two time dice leave the ceremonial symbol unpaid.
    m.do('alpha', { command: 'cardClicked', uuid: bolt });
    expect(m.refuse('alpha', { command: 'cardClicked', uuid: enemy, dice: [dieOf(m, 'time').uuid, dieOf(m, 'time', 1).uuid] })).toMatch(/with the dice you chose/);
    // Three dice for two symbols: one would go unspent.
    expect(m.refuse('alpha', { command: 'cardClicked', uuid: enemy, dice: [dieOf(m, 'ceremonial').uuid, dieOf(m, 'time').uuid, dieOf(m, 'natural').uuid] })).toMatch(/exactly/);
    m.do('alpha', { command: 'cardClicked', uuid: enemy, dice: [dieOf(m, 'ceremonial').uuid, dieOf(m, 'charm').uuid] });
    expect(m.s.players.alpha.dice.filter((d) => d.exhausted).map((d) => d.magic).sort()).toEqual(['ceremonial', 'charm']);
    expect(m.card('beta', 'orla-cinderhand').damage).toBe(2);
  });
});

describe('the bacon cap', () => {
  it('banks at most 3 bacon; the rest of a pitch is lost and said', () => {
    const m = new Match({ alpha: { hand: ['quick-study'], bacon: 2 } });
    m.do('alpha', { command: 'cardAltClicked', uuid: m.uuid('alpha', 'quick-study') });
    expect(m.s.players.alpha.bacon).toBe(3);
    expect(lastLine(m)).toContain('Bacon is capped: 1 is lost');
  });

  it('version 2 banks without a cap', () => {
    const m = new Match({ rulesVersion: 2, alpha: { hand: ['quick-study'], bacon: 2 } });
    m.do('alpha', { command: 'cardAltClicked', uuid: m.uuid('alpha', 'quick-study') });
    expect(m.s.players.alpha.bacon).toBe(4);
  });
});

describe('running out', () => {
  const emptyDeck = (m: Match) => {
    const p = m.s.players.alpha;
    for (const u of p.piles.deck) m.s.cards[u].zone = 'discard';
    p.piles.discard.push(...p.piles.deck);
    p.piles.deck = [];
  };

  it('the first empty draw shuffles the discard pile in; the next one is fatigue', () => {
    const m = new Match({ alpha: { deck: ['quick-study', 'hall-torch'] } });
    emptyDeck(m);
    const champs = () => m.s.players.alpha.piles.champions.reduce((n, u) => n + m.s.cards[u].damage, 0);
    draw(m.s, 'alpha', 1);
    expect(champs()).toBe(0);
    expect(m.s.players.alpha.piles.hand.length).toBe(1);
    expect(m.s.players.alpha.piles.discard).toEqual([]);
    emptyDeck(m);
    draw(m.s, 'alpha', 1);
    expect(champs()).toBe(1);
  });

  it('version 2 takes fatigue at once', () => {
    const m = new Match({ rulesVersion: 2 });
    emptyDeck(m);
    draw(m.s, 'alpha', 1);
    expect(m.s.players.alpha.piles.champions.reduce((n, u) => n + m.s.cards[u].damage, 0)).toBe(1);
  });
});
