import { chacha20 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { RNG_VERSION, type GameSetup } from '../protocol/game';
import type { GameState } from './types';

/**
 * The game's randomness (docs/decisions.md, Randomness). Two generators, chosen by the setup:
 *
 * - Version 2 (setup.rngVersion === 2): ChaCha20 keystreams. HKDF-SHA-256 turns the seed into two
 *   independent keys, one for the game stream (shuffles, dice, random discards, the first player)
 *   and one for the id stream (card uuids, hidden-card aliases, die uuids). The state holds only the
 *   position in each stream (`rng`, `uuidCounter`: 32-bit words drawn), so it stays plain data; the
 *   keys are derived again from setup.seed when needed. Seeing every id of a game tells nothing of
 *   the game stream, and nothing short of the seed predicts either stream.
 * - Legacy (no rngVersion: games recorded before version 2): mulberry32 whose whole state is `rng`,
 *   ids drawn from that same stream. Kept bit for bit so that old games and replays load identically;
 *   never used for a new game.
 */

/** A game recorded before version 2 (no rngVersion in its setup): legacy generator, and legacy rules on replay. */
export const isLegacySetup = (setup: GameSetup): boolean => setup.rngVersion !== RNG_VERSION;
const isLegacyRng = (s: GameState): boolean => isLegacySetup(s.setup);

/** Seeds the legacy generator from a string or number (FNV-1a). */
export function seedFrom(seed: string | number): number {
  const str = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The state `rng` a new game starts from: the legacy generator's seed, or position 0 of the game stream. */
export const initialRng = (setup: GameSetup): number => (isLegacySetup(setup) ? seedFrom(setup.seed) : 0);

/** mulberry32, one step: the legacy stream's next 32-bit word. */
function mulberry32(s: GameState): number {
  let t = (s.rng = (s.rng + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

// ------------------------------------------------------------------ version 2: ChaCha20 streams

type Stream = 'game' | 'ids';
const SALT = utf8ToBytes('emberhall/rng/v2');
const NONCE = new Uint8Array(12);
/** Words per keystream computation: 16 ChaCha20 blocks, so most draws read a cached chunk. */
const CHUNK_WORDS = 256;
const ZEROS = new Uint8Array(CHUNK_WORDS * 4);

interface Keyed {
  key: Uint8Array;
  /** The last chunk computed, by chunk index: streams are read in order, so one is enough. */
  chunk: number;
  words: Uint32Array;
}

/**
 * Derived keys and their last chunk, by setup object (states share their setup through every
 * copy) and stream. Pure caching: the values are functions of the seed alone, so a miss costs only
 * time, and a game's entry goes with its setup.
 */
const cache = new WeakMap<GameSetup, Record<Stream, Keyed>>();

function keyed(setup: GameSetup, stream: Stream): Keyed {
  let k = cache.get(setup);
  if (!k) {
    const derive = (name: Stream): Keyed => ({
      key: hkdf(sha256, utf8ToBytes(String(setup.seed)), SALT, utf8ToBytes(`emberhall/${name}`), 32),
      chunk: -1,
      words: new Uint32Array(CHUNK_WORDS),
    });
    k = { game: derive('game'), ids: derive('ids') };
    cache.set(setup, k);
  }
  return k[stream];
}

/** Word `n` (0-based) of a stream's keystream, little-endian words of the ChaCha20 (RFC 8439) output. */
function word(setup: GameSetup, stream: Stream, n: number): number {
  const k = keyed(setup, stream);
  const chunk = Math.floor(n / CHUNK_WORDS);
  if (k.chunk !== chunk) {
    const bytes = chacha20(k.key, NONCE, ZEROS, undefined, (chunk * CHUNK_WORDS) / 16);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < CHUNK_WORDS; i++) k.words[i] = view.getUint32(i * 4, true);
    k.chunk = chunk;
  }
  return k.words[n % CHUNK_WORDS];
}

// ------------------------------------------------------------------ what the rules use

/** The next 32-bit word of the game stream. */
function next32(s: GameState): number {
  if (isLegacyRng(s)) return mulberry32(s);
  return word(s.setup, 'game', s.rng++);
}

/** A uniform integer in [0, n). Version 2 rejects the biased tail, so every outcome is equally likely. */
export function randomInt(s: GameState, n: number): number {
  if (isLegacyRng(s)) return Math.floor((mulberry32(s) / 4294967296) * n);
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const x = next32(s);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates with the game stream. */
export function shuffle<T>(s: GameState, list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
}

/**
 * A fresh id for a card, an alias or a die. Version 2 draws it from the id stream, never from the
 * game stream, so ids say nothing about shuffles or dice; legacy drew it from the game stream.
 */
export function newUuid(s: GameState): string {
  const legacy = isLegacyRng(s);
  const draw = () => (legacy ? mulberry32(s) : word(s.setup, 'ids', s.uuidCounter++));
  const a = draw().toString(36);
  const b = draw().toString(36);
  return `c${a}${b}`;
}
