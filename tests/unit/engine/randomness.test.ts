import { describe, it, expect } from 'vitest';
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { createGame, playBotGame, preconSetup, precons, stateHash, viewFor } from '../../../src/engine';
import { GameStateSchema } from '../../../src/engine/schema';
import { cloneState } from '../../../src/engine/clone';
import type { GameSetup } from '../../../src/protocol/game';

/** The version-2 streams, computed here from their definition (docs/decisions.md, Randomness). */
function referenceWords(seed: string, stream: 'game' | 'ids', n: number): number[] {
  const key = hkdf(sha256, utf8ToBytes(seed), utf8ToBytes('emberhall/rng/v2'), utf8ToBytes(`emberhall/${stream}`), 32);
  const bytes = chacha20(key, new Uint8Array(12), new Uint8Array(n * 4));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: n }, (_, i) => view.getUint32(i * 4, true));
}

/** A precon without first-five cards, so the opening hand is the shuffled deck's top five. */
function plainSetup(seed: string): GameSetup {
  const s = preconSetup(2, 3, seed);
  const strip = (p: GameSetup['players'][0]) => ({ ...p, deck: { ...p.deck, cards: p.deck.cards.map(({ id, count }) => ({ id, count })) } });
  return { ...s, players: [strip(s.players[0]), strip(s.players[1])] };
}

const SEED = 'c0ffee'.repeat(10) + 'beef';

describe('the version-2 generator', () => {
  it('shuffles with ChaCha20 keyed by HKDF-SHA-256 of the seed, unbiased (rejection sampling), as documented', () => {
    const setup = plainSetup(SEED);
    const s = createGame(setup);
    const words = referenceWords(SEED, 'game', 200);
    let n = 0;
    const randomInt = (m: number) => {
      const limit = 2 ** 32 - (2 ** 32 % m);
      for (;;) {
        const x = words[n++];
        if (x < limit) return x % m;
      }
    };
    const first = setup.players[0];
    const list = first.deck.cards.flatMap((e) => Array(e.count).fill(e.id) as string[]).slice(0, 30);
    for (let i = list.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    const p = s.players[first.name];
    expect([...p.piles.hand, ...p.piles.deck].map((u) => s.cards[u].id)).toEqual(list);
  });

  it('draws every card uuid, alias and die uuid from a second stream, keyed apart from the game stream', () => {
    const s = createGame(plainSetup(SEED));
    // Ids take two words each, in order; any two consecutive words of the game stream would be a legacy-style id.
    const pairs = (words: number[], step: number) => new Set(words.slice(1).flatMap((w, i) => (i % step === 0 ? [`c${words[i].toString(36)}${w.toString(36)}`] : [])));
    const fromIds = pairs(referenceWords(SEED, 'ids', s.uuidCounter), 2);
    const fromGame = pairs(referenceWords(SEED, 'game', s.rng + 64), 1);
    const shown = [
      ...Object.values(s.cards).flatMap((c) => [c.uuid, c.alias]),
      ...Object.values(s.players).flatMap((p) => p.dice.map((d) => d.uuid)),
    ];
    expect(shown.length).toBeGreaterThan(100);
    for (const u of shown) {
      expect(fromIds.has(u)).toBe(true);
      expect(fromGame.has(u)).toBe(false);
    }
  });

  it('is deterministic per seed, differs between seeds, and its state stays plain data', () => {
    const a = playBotGame(preconSetup(0, 1, SEED), 300);
    const b = playBotGame(preconSetup(0, 1, SEED), 300);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    const c = createGame(preconSetup(0, 1, `${SEED}0`));
    const order = (g: typeof c) => g.players[g.order[0]].piles.deck.map((u) => g.cards[u].id).join();
    expect(order(c)).not.toBe(order(createGame(preconSetup(0, 1, SEED))));
    GameStateSchema.parse(a.state);
    expect(JSON.parse(JSON.stringify(a.state))).toEqual(a.state);
    expect(cloneState(a.state)).toEqual(a.state);
    expect(a.state.setup.rngVersion).toBe(2);
  });

  it("never puts the seed in a player's or a spectator's view, from the first move to the end", () => {
    const setup = { ...preconSetup(3, 1, SEED), gameId: 'seedless' };
    let checked = 0;
    playBotGame(setup, 3000, (s) => {
      if (s.stateId % 5 !== 0 && !s.winner) return;
      for (const viewer of [...s.order, null, 'someone']) {
        const json = JSON.stringify(viewFor(s, viewer));
        expect(json.includes(SEED)).toBe(false);
        expect(json.includes('"setup"')).toBe(false);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(40);
    expect(precons.length).toBeGreaterThan(3);
  });
});
