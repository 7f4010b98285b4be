import type { GameState } from '../types';
import type { LogEntry } from '../types';
import { cloneState } from '../clone';
import { isLegacySetup } from '../rng';
import type { KnownState, HiddenPool } from './redact';
import { shuffleWith, type Rand } from './rand';

/**
 * One full game state consistent with what the seat knows: each owner's hidden cards get ids
 * drawn from their pool (dealt at random over hand, deck and archives, so the deck order is a
 * fresh shuffle), and the game gets a seed of the bot's own, so every future die and shuffle is
 * sampled too. What the search and the rule-based levels play on; the real game is never read.
 */
export function determinize(k: KnownState, pools: Record<string, HiddenPool>, r: Rand, setup = sampledSetup(k, r)): GameState {
  const s = cloneState(k);
  s.setup = setup;
  // A random place in the sampled game stream: a world's dice differ from another's without
  // deriving a new key for each (the key derivation is most of a world's cost).
  s.rng = isLegacySetup(setup) ? r.int(2 ** 32) : r.int(2 ** 26);
  // A log of one entry: the snapshot bookkeeping of applyAction (snapshots.ts trusted) would
  // otherwise rebuild a fresh game to compare with a state whose log is empty.
  s.log = [PLACEHOLDER];
  for (const name of s.order) {
    const hidden = Object.values(s.cards).filter((c) => c.owner === name && c.id === '');
    if (hidden.length === 0) continue;
    const ids = drawIds(pools[name], hidden.length, r, pools);
    hidden.forEach((c, i) => { c.id = ids[i]; });
  }
  return s;
}

/** The known setup with a seed of the bot's own: one per search, shared by its worlds. */
export function sampledSetup(k: KnownState, r: Rand): GameState['setup'] {
  return { ...k.setup, seed: `bot-${r.int(2 ** 32)}-${r.int(2 ** 32)}` };
}

const PLACEHOLDER: LogEntry = { player: '', action: { command: 'closeAlert' } } as LogEntry;

function drawIds(pool: HiddenPool | undefined, n: number, r: Rand, all: Record<string, HiddenPool>): string[] {
  if (pool?.kind === 'exact' && pool.ids.length > 0) {
    const ids = shuffleWith(r, [...pool.ids]);
    while (ids.length < n) ids.push(ids[r.int(ids.length)]);
    return ids.slice(0, n);
  }
  // Pods: any card of the pods, at most three of one (a deck's limit), else any exact pool's cards.
  const candidates = pool?.kind === 'pods' && pool.candidates.length ? pool.candidates : Object.values(all).flatMap((p) => (p.kind === 'exact' ? p.ids : p.candidates));
  const out: string[] = [];
  const count = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    let id = candidates[r.int(candidates.length)];
    for (let t = 0; t < 8 && (count.get(id) ?? 0) >= 3; t++) id = candidates[r.int(candidates.length)];
    count.set(id, (count.get(id) ?? 0) + 1);
    out.push(id);
  }
  return out;
}
