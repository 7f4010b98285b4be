import type { GameAction } from '../../protocol/game';
import type { GameState } from '../types';
import { awaitedPlayer } from '../simulate';
import type { KnownState, HiddenPool } from './redact';
import { determinize, sampledSetup } from './determinize';
import { macrosFor, type Macro } from './macros';
import { fastStep } from './fast';
import { playout } from './playout';
import { rand } from './rand';

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012).
 * Each iteration samples one world the bot cannot tell from the real one (determinize.ts: the
 * opponent's unseen cards, its own deck order, every future die), walks the one tree of macros
 * (macros.ts) with UCB over the moves available in that world, adds one node, plays on by the
 * cheap policy to the cutoff and backs the result up. Anytime: it stops at its deadline or its
 * iteration cap, whichever comes first, and returns the most visited first move.
 */
export interface SearchOptions {
  budgetMs: number;
  maxIterations: number;
  seed: number;
  exploration?: number;
  /** The rule bot's move (its first click): kept unless another move is clearly better (choose below). */
  prefer?: (m: Macro) => boolean;
}
export interface SearchResult { macro: Macro | null; iterations: number; visits: Record<string, number>; preferred: boolean }

interface Child { key: string; macro: Macro; visits: number; value: number; avail: number; node: TreeNode | null }
interface TreeNode { children: Map<string, Child> }

const EXPLORATION = 0.7;
/** Tree steps of one iteration at most (each is a macro); a long forced line ends the descent. */
const MAX_DEPTH = 24;

const now = (): number => globalThis.performance.now();

export function search(k: KnownState, pools: Record<string, HiddenPool>, me: string, o: SearchOptions): SearchResult {
  const r = rand(o.seed);
  const c = o.exploration ?? EXPLORATION;
  const root: TreeNode = { children: new Map() };
  const deadline = now() + o.budgetMs;
  let iterations = 0;
  const setup = sampledSetup(k, r);
  while (iterations < o.maxIterations && (iterations === 0 || now() < deadline)) {
    iterations++;
    const s = determinize(k, pools, r, setup);
    s.log.length = 0;
    const path: Child[] = [];
    let node = root;
    let broken = false;
    for (let depth = 0; depth < MAX_DEPTH && !s.winner; depth++) {
      const who = awaitedPlayer(s);
      const macros = who ? macrosFor(s, who) : [];
      if (!who || macros.length === 0) break;
      const available = macros.map((m) => {
        let ch = node.children.get(m.key);
        if (!ch) node.children.set(m.key, (ch = { key: m.key, macro: m, visits: 0, value: 0, avail: 0, node: null }));
        ch.avail++;
        return { ch, m };
      });
      const fresh = available.filter((x) => x.ch.visits === 0);
      const pick = fresh.length ? fresh[r.int(fresh.length)] : best(available, who === me, c);
      if (!play(s, who, pick.m)) {
        broken = true;
        break;
      }
      path.push(pick.ch);
      if (fresh.length) break;
      node = pick.ch.node ??= { children: new Map() };
    }
    if (broken) continue;
    const value = playout(s, me, r);
    for (const ch of path) {
      ch.visits++;
      ch.value += value;
    }
  }
  const visits: Record<string, number> = {};
  for (const ch of root.children.values()) visits[ch.key] = ch.visits;
  const pick = choose([...root.children.values()], o.prefer);
  return { macro: pick?.macro ?? null, iterations, visits, preferred: !!pick && !!o.prefer?.(pick.macro) };
}

/** Visits a move needs before its mean can overrule the preferred move. */
const MIN_VISITS = 4;
/** How much better (in win probability) a move's mean must be to overrule the preferred move. */
const MARGIN = 0.04;

/**
 * The move to make: the best mean among moves visited enough; the preferred move (the rule bot's)
 * stands unless that mean beats its own by MARGIN. At a few dozen iterations a move's mean is
 * noisy, and the rule bot is a sound default: the search overrules it only on clear evidence.
 */
function choose(children: Child[], prefer?: (m: Macro) => boolean): Child | null {
  const mean = (c: Child) => (c.visits ? c.value / c.visits : -1);
  const enough = children.filter((c) => c.visits >= MIN_VISITS);
  const pool = enough.length ? enough : children;
  let best: Child | null = null;
  for (const c of pool) if (!best || mean(c) > mean(best) || (mean(c) === mean(best) && c.visits > best.visits)) best = c;
  const preferred = prefer ? children.find((c) => prefer(c.macro)) : undefined;
  if (preferred && best && preferred.visits > 0 && mean(best) - mean(preferred) < MARGIN) return preferred;
  return best;
}

/** UCB1 over the children available in this world; the value is from the mover's side. */
function best<T extends { ch: Child }>(list: T[], mine: boolean, c: number): T {
  let out = list[0];
  let bv = -Infinity;
  for (const x of list) {
    const mean = x.ch.value / x.ch.visits;
    const v = (mine ? mean : 1 - mean) + c * Math.sqrt(Math.log(x.ch.avail) / x.ch.visits);
    if (v > bv) [out, bv] = [x, v];
  }
  return out;
}

/** Plays a macro's clicks in place; false when one is refused in this world (the world is then dropped). */
function play(s: GameState, who: string, m: Macro): boolean {
  for (const a of m.actions) if (fastStep(s, who, a as GameAction)) return false;
  return true;
}
