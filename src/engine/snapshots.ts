import type { GameState } from './types';
import { createGame } from './setup';

/**
 * Earlier states of a game, by log index, so undo need not rebuild from setup. A rebuild from
 * setup replays every earlier accepted undo, and each of those replayed its own rebuild: the cost
 * doubled with every undo in the log (docs/decisions.md, Undo keeps earlier states).
 *
 * Each state the engine makes carries, outside itself (a WeakMap: hashes, views, stored data and
 * clones never see it), a short list of states of its own timeline: the state after the first
 * `index` entries of its log. States are never changed once made (the engine clones per entry), so
 * a kept state is the object itself, not a copy. Bounded: the last RECENT indexes and every EVERY-th
 * older one, so an undo re-applies fewer than EVERY entries however far back it goes.
 *
 * Kept states are most of a live game's memory: a state is about 68 KiB of objects, and with the last
 * 16 kept (and the lists of the last 8) a bot game held about 718 KiB, with the last 3 about 241 KiB; a game
 * node holds hundreds of games, and at 1,000 games its major collections paused them for 80-500 ms
 * (issue 19, docs/benchmarks.md). Three cover a player taking back their last action; an undo further
 * back re-applies fewer than EVERY entries from a checkpoint (bench/undo.ts).
 */
export const RECENT = 3;
export const EVERY = 32;

type Kept = { index: number; state: GameState };
const kept = new WeakMap<GameState, readonly Kept[]>();

/** Entries re-applied to rebuild an earlier state (tests read it to bound an undo's work). */
export const rebuildCount = { entries: 0 };

/** A new game's first state, known to be what replaying its setup gives. */
export function freshGame(setup: GameState['setup']): GameState {
  const s = createGame(setup);
  kept.set(s, []);
  return s;
}

/**
 * A state is trusted as a start of its timeline when the engine made it, or when it is a game's
 * first state, unchanged (a test may deal a scenario into it by hand: then undo rebuilds from setup).
 */
function trusted(s: GameState): readonly Kept[] | null {
  const list = kept.get(s);
  if (list) return list;
  if (s.log.length > 0 || JSON.stringify(s) !== JSON.stringify(createGame(s.setup))) return null;
  kept.set(s, []);
  return [];
}

/**
 * `next` was made from `before` by one entry, exactly as a replay of the log would make it: it keeps
 * before's list plus before. `replayable` false (a live action judged by rules other than those its
 * replay uses) leaves `next` untracked, so undo rebuilds it from setup as before.
 */
export function carry(before: GameState, next: GameState, replayable: boolean): void {
  const list = replayable ? trusted(before) : null;
  if (!list) return;
  const index = before.log.length;
  kept.set(next, [...list, { index, state: before }].filter((x) => x.index % EVERY === 0 || index - x.index < RECENT));
  // Kept states well behind give up their own lists: else each would keep the states before it alive,
  // and through them every state of the game. A rebuild that starts from one lends it its part of the
  // list back (nearestKept). The last few keep theirs: a bot tries actions a few deep from the state
  // it moves from, and a node whose write failed applies the next action to the same state again.
  // (Those further behind gave theirs up when they were this far behind.)
  const behind = list.find((x) => x.index === index - HEADS);
  if (behind) kept.set(behind.state, NONE);
}

/**
 * How far behind the newest state a state may still be moved on from at full speed. Never more than
 * RECENT: the state HEADS behind must still be in the list to give its own list up, else every state
 * would keep the ones before it alive (tests/unit/engine/snapshots.test.ts). So it is RECENT itself.
 */
export const HEADS = RECENT;

const NONE: readonly Kept[] = [];

/** Every state kept alive through `s`'s list and theirs, `s` included: what a live game holds of its past. */
export function keptAlive(s: GameState): Set<GameState> {
  const seen = new Set<GameState>([s]);
  const todo = [s];
  while (todo.length) {
    for (const k of kept.get(todo.pop()!) ?? NONE) {
      if (seen.has(k.state)) continue;
      seen.add(k.state);
      todo.push(k.state);
    }
  }
  return seen;
}

/**
 * The kept state of `s`'s timeline nearest at or before log index `index` (`s` itself counts), or
 * null. A rebuild replays on from it, so it gets back the part of `s`'s list before it.
 */
export function nearestKept(s: GameState, index: number): GameState | null {
  if (s.log.length === index && kept.has(s)) return s;
  const list = kept.get(s) ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    if (list[i].index > index) continue;
    kept.set(list[i].state, list.slice(0, i));
    return list[i].state;
  }
  return null;
}
