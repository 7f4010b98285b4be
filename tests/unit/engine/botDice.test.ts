import { describe, it, expect } from 'vitest';
import { botAction } from '../../../src/engine';
import { cardById } from '../../../src/engine';
import type { GameAction, GameSetup } from '../../../src/protocol/game';
import { Match } from './driver';

const A = 'alpha';

/** A match where alpha's champions are exhausted (no attack competes with plays) and alpha holds `dice`, all power faces. */
function quiet(hand: string[], dice: GameSetup['players'][0]['deck']['dicepool'], extra: { play?: string[] } = {}): Match {
  const m = new Match({ alpha: { hand, dice, ...extra, deck: ['quick-study', 'quick-study', 'quick-study', 'hall-torch'] } });
  for (const u of m.s.players[A].piles.champions) m.s.cards[u].exhausted = true;
  return m;
}

/** Plays alpha's bot moves until `done` or 12 moves, returning the moves made. */
function playUntil(m: Match, done: (m: Match) => boolean): GameAction[] {
  const moves: GameAction[] = [];
  for (let i = 0; i < 12 && !done(m) && m.s.activePlayer === A; i++) {
    const a = botAction(m.s, A)!;
    moves.push(a);
    m.do(A, a);
  }
  return moves;
}

describe('the standard bot and its dice (rules version 3)', () => {
  it("uses a die's power when it does something, and not when it would do nothing", () => {
    const hurt = quiet([], [{ magic: 'natural', count: 1 }]);
    hurt.card(A, 'orla-cinderhand').damage = 3;
    const die = hurt.s.players[A].dice[0].uuid;
    expect(botAction(hurt.s, A)).toEqual({ command: 'useDiePower', die });
    hurt.do(A, botAction(hurt.s, A)!);
    expect(hurt.card(A, 'orla-cinderhand').damage).toBe(2);
    // Nobody damaged: the natural power would do nothing (powerIdle), so the bot ends its turn instead.
    const healthy = quiet([], [{ magic: 'natural', count: 1 }]);
    expect(botAction(healthy.s, A)).toEqual({ command: 'menuButton', arg: 'end-turn' });
  });

  it('keeps the die a card in hand needs: no power from it, and it pays with another die', () => {
    // Aegis Call (a reaction) needs the divine die; Hall Torch takes any die. The divine die comes first,
    // so the engine's own payment would spend it and leave Aegis Call unpayable.
    const m = quiet(['hall-torch', 'aegis-call'], [{ magic: 'divine', count: 1 }, { magic: 'natural', count: 1 }]);
    const dice = m.s.players[A].dice;
    dice.sort((x, y) => Number(x.magic !== 'divine') - Number(y.magic !== 'divine'));
    const divine = dice[0].uuid;
    const moves = playUntil(m, (x) => x.card(A, 'hall-torch').zone !== 'hand' && !x.s.targeting);
    expect(moves).not.toContainEqual({ command: 'useDiePower', die: divine });
    expect(m.card(A, 'hall-torch').zone).not.toBe('hand');
    expect(m.s.players[A].dice.find((d) => d.uuid === divine)!.exhausted).toBe(false);
  });
});

describe('the standard bot and cards that trade for cards', () => {
  it('plays Blood Pact on a healthy champion, and not when the damage would fell a champion', () => {
    const healthy = quiet(['blood-pact'], [{ magic: 'sympathy', count: 1 }]);
    playUntil(healthy, (x) => x.card(A, 'blood-pact').zone !== 'hand' && !x.s.targeting);
    expect(healthy.card(A, 'blood-pact').zone).not.toBe('hand');
    expect(healthy.s.players[A].piles.hand.length).toBe(2);

    const frail = quiet(['blood-pact'], [{ magic: 'sympathy', count: 1 }]);
    // Every champion with 2 life left: the pact's 2 damage would defeat the one it names.
    for (const u of frail.s.players[A].piles.champions) frail.s.cards[u].damage = cardById[frail.s.cards[u].id].defense! - 2;
    // It does not play the pact: it pitches it for bacon (a card it will not play), then ends its turn.
    expect(botAction(frail.s, A)).toEqual({ command: 'cardAltClicked', uuid: frail.uuid(A, 'blood-pact') });
    frail.do(A, botAction(frail.s, A)!);
    expect(botAction(frail.s, A)).toEqual({ command: 'menuButton', arg: 'end-turn' });
  });

  it('plays Sacrificial Rite on a unit worth less than the cards, and not on one worth more', () => {
    // Ashen Acolyte with 1 life left, whose death draws a card too: three cards and a bacon for it.
    const spent = quiet(['sacrificial-rite'], [{ magic: 'ceremonial', count: 1 }], { play: ['ashen-acolyte'] });
    spent.card(A, 'ashen-acolyte').damage = 2;
    playUntil(spent, (x) => x.card(A, 'sacrificial-rite').zone !== 'hand' && !x.s.targeting);
    expect(spent.card(A, 'sacrificial-rite').zone).not.toBe('hand');
    expect(spent.card(A, 'ashen-acolyte').zone).not.toBe('play');

    const strong = quiet(['sacrificial-rite'], [{ magic: 'ceremonial', count: 1 }], { play: ['briar-warden'] });
    // It does not give Briar Warden for the cards: it pitches the rite (a card it will not play) and keeps the unit.
    expect(botAction(strong.s, A)).toEqual({ command: 'cardAltClicked', uuid: strong.uuid(A, 'sacrificial-rite') });
    strong.do(A, botAction(strong.s, A)!);
    expect(strong.card(A, 'briar-warden').zone).toBe('play');
  });
});

describe('the standard bot and cards that make its attack', () => {
  it('plays Scar Oath on the champion that then attacks, before the attack (its score counts the attack it makes)', () => {
    // Alpha: Brannoc ready, the other two exhausted; beta's champions all exhausted, so nobody blocks.
    const m = new Match({ alpha: { hand: ['scar-oath'], dice: [{ magic: 'sympathy', count: 1 }], champions: ['brannoc-scarbound', 'orla-cinderhand', 'garrick-ashforge'] } });
    for (const u of m.s.players[A].piles.champions) if (m.s.cards[u].id !== 'brannoc-scarbound') m.s.cards[u].exhausted = true;
    for (const u of m.s.players.beta.piles.champions) m.s.cards[u].exhausted = true;
    expect(botAction(m.s, A)).toEqual({ command: 'cardClicked', uuid: m.uuid(A, 'scar-oath') });
    playUntil(m, (x) => x.card(A, 'scar-oath').zone !== 'hand' && !x.s.targeting);
    expect(m.card(A, 'brannoc-scarbound').statuses).toContain('empowered');
    expect(botAction(m.s, A)).toEqual({ command: 'menuButton', arg: 'attack' });
  });
});
