import { describe, it, expect } from 'vitest';
import { applyAction, viewFor, type GameState } from '../../../src/engine';
import { plain } from '../../../src/engine/wording';
import { Match } from './driver';

/** A player's own deck in manual mode (issue 22): showDrawDeck opens it for its owner only, and the log says so. */

const A = 'alpha';
const B = 'beta';
const WATCHER = 'watcher';

const lines = (s: GameState, viewer: string | null) => viewFor(s, viewer).messages.map((m) => m.message.map(plain).join(''));
const deckNames = (s: GameState, viewer: string | null, owner: string) =>
  viewFor(s, viewer).players[owner].cardPiles.deck.map((c) => c.name ?? '(hidden)');

function must(s: GameState, who: string, action: Parameters<typeof applyAction>[2]): GameState {
  const r = applyAction(s, who, action);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

const manual = (): GameState => ({ ...new Match({ alpha: { deck: ['quick-study', 'hall-torch'] } }).s, manualMode: true });

describe('showDrawDeck', () => {
  it('in manual mode the owner sees their deck in order by name, the opponent is told, and closing hides it again', () => {
    let s = manual();
    const order = s.players[A].piles.deck.map((u) => s.cards[u].id);
    s = must(s, A, { command: 'showDrawDeck', visible: true });
    expect(viewFor(s, A).players[A].cardPiles.deck.map((c) => c.id)).toEqual(order);
    expect(deckNames(s, A, A).every((n) => n !== '(hidden)')).toBe(true);
    expect(lines(s, B).at(-1)).toBe('alpha looks at their deck');
    expect(lines(s, A).at(-1)).toBe('You look at your deck');
    expect(lines(s, null).at(-1)).toBe('alpha looks at their deck');
    // The opponent and spectators still see nothing of it.
    expect(deckNames(s, B, A)).toEqual([]);
    expect(deckNames(s, null, A)).toEqual([]);

    s = must(s, A, { command: 'showDrawDeck', visible: false });
    expect(deckNames(s, A, A)).toEqual([]);
    expect(lines(s, B).filter((l) => l.includes('deck'))).toHaveLength(1);
  });

  it('is refused outside manual mode and reveals nothing', () => {
    const s = new Match().s;
    expect(applyAction(s, A, { command: 'showDrawDeck', visible: true })).toEqual({ ok: false, reason: 'manual mode is off' });
    expect(deckNames(s, A, A)).toEqual([]);
    expect(s.log).toHaveLength(0);
  });

  it("is refused from a spectator and reveals nothing", () => {
    const s = manual();
    expect(applyAction(s, WATCHER, { command: 'showDrawDeck', visible: true })).toEqual({ ok: false, reason: 'Spectators cannot play' });
    expect(deckNames(s, null, A)).toEqual([]);
  });

  it("opens only the sender's own deck: the opponent's stays hidden to them", () => {
    const s = must(manual(), B, { command: 'showDrawDeck', visible: true });
    expect(deckNames(s, B, A)).toEqual([]);
    expect(deckNames(s, A, A)).toEqual([]);
    expect(deckNames(s, B, B).length).toBe(s.players[B].piles.deck.length);
    expect(lines(s, A).at(-1)).toBe('beta looks at their deck');
  });
});
