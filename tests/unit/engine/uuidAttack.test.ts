import { describe, it, expect } from 'vitest';
import { createGame, playBotGame, preconSetup, viewFor, type GameState } from '../../../src/engine';
import type { GameSetup, GameView } from '../../../src/protocol/game';

/**
 * Issue 14's attack, as a spectator would run it against a finished game. Card uuids were outputs
 * of the game's generator (mulberry32, a 32-bit state): one visible champion uuid gives the
 * generator's state, and the engine itself then rebuilds both opening hands and both deck orders.
 * The full search is 2^32 states (10-20 s on one core); the test searches a window of 2^17 around
 * the true state, which shows the method works without spending that time in CI. On a version-2
 * game the same search finds nothing: ids come from their own ChaCha20 stream, keyed apart from the
 * game stream, and there is no 32-bit state to find.
 */

/** One mulberry32 step from state x: the next state and the word it outputs. */
function mulberry(x: number): [number, number] {
  const next = (x + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, (t ^ (t >>> 14)) >>> 0];
}

/** Generator states whose first two words print as this uuid ('c' + base 36 + base 36). */
function search(uuid: string, from: number, count: number): number[] {
  const found: number[] = [];
  for (let i = 0; i < count; i++) {
    const x = (from + i) >>> 0;
    const [x1, w0] = mulberry(x);
    const head = `c${w0.toString(36)}`;
    if (!uuid.startsWith(head)) continue;
    if (uuid === head + mulberry(x1)[1].toString(36)) found.push(x);
  }
  return found;
}

const FNV_PRIME = 0x01000193;
function fnv(str: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}
/** The inverse of the FNV prime modulo 2^32 (Newton's iteration). */
const FNV_INVERSE = (() => {
  let inv = FNV_PRIME;
  for (let i = 0; i < 5; i++) inv = Math.imul(inv, 2 - Math.imul(FNV_PRIME, inv));
  return inv >>> 0;
})();

/**
 * A seed string that the legacy engine turns into generator state `target`: two free 16-bit code
 * units after a prefix are enough to hit any 32-bit FNV-1a value. So the attacker runs the engine's
 * own createGame on the found state.
 */
function seedFor(target: number): string {
  const u = Math.imul(target, FNV_INVERSE) >>> 0;
  for (let p = 0; p < 1000; p++) {
    const prefix = `forged-${p}-`;
    const h = fnv(prefix);
    for (let c1 = 0; c1 < 0x10000; c1++) {
      const h1 = Math.imul(h ^ c1, FNV_PRIME) >>> 0;
      if (h1 >>> 16 !== u >>> 16) continue;
      const seed = prefix + String.fromCharCode(c1, (h1 ^ u) & 0xffff);
      if (fnv(seed) === target) return seed;
    }
  }
  throw new Error('no preimage');
}

/** What a spectator knows: names, decks (precons are public), format; and the final view. */
function attack(publicSetup: Omit<GameSetup, 'seed'>, finalView: GameView, center: number): GameState | null {
  // The first uuid the setup draws is the first player's first champion, shown in every view.
  const uuid = finalView.players[publicSetup.players[0].name].champions[0].uuid;
  const found = search(uuid, center - 0x10000, 0x20000);
  if (found.length === 0) return null;
  return createGame({ ...publicSetup, seed: seedFor(found[0]) } as GameSetup);
}

const ids = (s: GameState, name: string, pile: 'hand' | 'deck') => s.players[name].piles[pile].map((u) => s.cards[u].id);

function finished(setup: GameSetup) {
  const g = playBotGame(setup, 3000);
  expect(g.state.winner).not.toBeNull();
  const { seed, ...publicSetup } = setup;
  return { truth: createGame(setup), finalView: viewFor(g.state, null), publicSetup, seed };
}

describe("recovering hidden cards from a finished game's visible uuids", () => {
  it('works on a legacy game: both opening hands and both deck orders, exactly', () => {
    const setup: GameSetup = { ...preconSetup(0, 1, 'attack-me'), rngVersion: undefined };
    const { truth, finalView, publicSetup, seed } = finished(setup);
    const rebuilt = attack(publicSetup, finalView, fnv(String(seed)));
    expect(rebuilt).not.toBeNull();
    for (const name of truth.order) {
      expect(ids(rebuilt!, name, 'hand')).toEqual(ids(truth, name, 'hand'));
      expect(ids(rebuilt!, name, 'deck')).toEqual(ids(truth, name, 'deck'));
      expect(ids(truth, name, 'deck').length).toBeGreaterThan(10);
    }
    // And every future die and shuffle: the rebuilt generator is the game's own.
    expect(rebuilt!.rng).toBe(truth.rng);
  });

  it('recovers nothing from a version-2 game, from any of its visible uuids', () => {
    const { finalView, publicSetup, seed } = finished(preconSetup(0, 1, 'attack-me'));
    expect(attack(publicSetup, finalView, fnv(String(seed)))).toBeNull();
    // Nor from any other uuid the spectator saw, searched the same way.
    const visible = Object.values(finalView.players).flatMap((p) => [...p.champions, ...Object.values(p.cardPiles).flat()]).map((c) => c.uuid);
    expect(visible.length).toBeGreaterThan(10);
    for (const u of visible.slice(0, 6)) expect(search(u, fnv(String(seed)) - 0x10000, 0x20000)).toEqual([]);
  });
});
