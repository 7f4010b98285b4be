import { describe, it, expect } from 'vitest';
import { applyAction, botAction, createGame, preconSetup, replayLog, stateHash, UNDO_ACROSS_RANDOM, type GameState } from '../../../src/engine';

/** A real game (undo rebuilds from setup + log), moved by the actions a client would send. */
class Game {
  s: GameState;
  readonly who: string;
  readonly foe: string;
  constructor(seed: string) {
    this.s = createGame(preconSetup(0, 1, seed));
    this.who = this.s.activePlayer;
    this.foe = this.s.order.find((x) => x !== this.who)!;
  }
  do(p: string, a: object): this {
    const r = applyAction(this.s, p, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.reason}`);
    this.s = r.state;
    return this;
  }
  refuse(p: string, a: object): string {
    const r = applyAction(this.s, p, a);
    if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
    return r.reason;
  }
  manualOn(): this {
    return this.do(this.who, { command: 'toggleManualMode' }).do(this.foe, { command: 'answerManualMode', accept: true });
  }
  pitch(): this {
    return this.do(this.who, { command: 'cardAltClicked', uuid: this.s.players[this.who].piles.hand[0] });
  }
}

describe('undo never restores a random state a player has not seen', () => {
  it('is refused across the end of a round (dice rolled), when asked', () => {
    const g = new Game('undo-round');
    const round = g.s.round;
    g.do(g.who, { command: 'menuButton', arg: 'end-turn' }).do(g.foe, { command: 'menuButton', arg: 'end-turn' });
    expect(g.s.round).toBe(round + 1);
    expect(g.refuse(g.foe, { command: 'requestUndo' })).toBe(UNDO_ACROSS_RANDOM);
  });

  it('is refused across a draw, which moves no generator (the card left the deck)', () => {
    const g = new Game('undo-draw').manualOn().pitch();
    const top = g.s.players[g.who].piles.deck[0];
    g.do(g.who, { command: 'chat', text: '/draw 1' });
    expect(g.s.players[g.who].piles.hand).toContain(top);
    expect(g.refuse(g.who, { command: 'requestUndo' })).toBe(UNDO_ACROSS_RANDOM);
  });

  it('is refused across a shuffle, when asked', () => {
    const g = new Game('undo-shuffle').manualOn().pitch();
    g.do(g.who, { command: 'shuffleDeck' });
    expect(g.refuse(g.who, { command: 'requestUndo' })).toBe(UNDO_ACROSS_RANDOM);
  });

  for (const [what, text] of [['roll', '/roll'], ['shuffle', '/shuffle'], ['draw', '/draw 2'], ['random discard', '/discard 1']]) {
    it(`is refused when accepted after a ${what} made between the request and the answer`, () => {
      const g = new Game(`undo-answer-${what}`).manualOn().pitch();
      g.do(g.who, { command: 'requestUndo' });
      g.do(g.who, { command: 'chat', text });
      const before = stateHash(g.s);
      expect(g.refuse(g.foe, { command: 'answerUndo', accept: true })).toBe(UNDO_ACROSS_RANDOM);
      expect(stateHash(g.s)).toBe(before);
      // The asked player can still say no, which clears the request.
      g.do(g.foe, { command: 'answerUndo', accept: false });
      expect(g.s.undoRequest).toBeNull();
    });
  }

  it('still takes back an action when nothing random happened since, and the log replays to the same state', () => {
    const g = new Game('undo-ok').manualOn();
    const before = g.s;
    g.pitch().do(g.who, { command: 'requestUndo' }).do(g.foe, { command: 'answerUndo', accept: true });
    expect(g.s.players).toEqual(before.players);
    expect(g.s.cards).toEqual(before.cards);
    expect(stateHash(replayLog(g.s.setup, g.s.log))).toBe(stateHash(g.s));
  });
});

describe('a bot asked to undo', () => {
  it('allows it when the engine would, and refuses (rather than stalls) when randomness came between', () => {
    const g = new Game('bot-undo').manualOn().pitch();
    g.do(g.who, { command: 'requestUndo' });
    expect(botAction(g.s, g.foe)).toEqual({ command: 'answerUndo', accept: true });
    g.do(g.who, { command: 'chat', text: '/roll' });
    const answer = botAction(g.s, g.foe)!;
    expect(answer).toEqual({ command: 'answerUndo', accept: false });
    g.do(g.foe, answer);
    expect(g.s.undoRequest).toBeNull();
  });
});
