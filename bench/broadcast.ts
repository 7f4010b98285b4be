/**
 * What one broadcast costs a game node, per engine state (issue 19): for each state of a bot game, the
 * views of both players and a spectator (engine viewFor, with the game's view memo as LiveGame
 * keeps it), each viewer's patch from its last kept view (viewPatch.ts) and the patch message's JSON, as
 * LiveGame.broadcast makes them. Games on fresh seeds (printed); mean per state with a 95% interval.
 * Usage: npx tsx bench/broadcast.ts [--games 40] [--seed S]
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { playBotGame, preconSetup, viewFor, type GameState, newViewMemo, type ViewMemo } from '../src/engine';
import { viewPatchKept } from '../src/server/node/viewPatch';
import type { GameView } from '../src/protocol/game';
import { meanCI, numCI } from './balance/stats';

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '40' }, seed: { type: 'string' } } });
const games = Number(args.games);
const seed = args.seed ?? randomBytes(6).toString('hex');
console.log(`# broadcast bench: seed ${seed} (repeat with --seed ${seed}), ${games} games`);

type Part = 'views' | 'diff' | 'json';
const perState: Record<Part | 'total', number[]> = { views: [], diff: [], json: [], total: [] };
let patchChars = 0;
let patches = 0;

for (let g = 0; g < games; g++) {
  const setup = preconSetup(g % 8, (g * 3 + 1) % 8, `${seed}-${g}`);
  const states: GameState[] = [];
  playBotGame(setup, 2000, (s) => states.push(s));
  const viewers = [...states[0].order, null] as (string | null)[];
  const memo: ViewMemo = newViewMemo();
  const last = new Map<string | null, GameView>();
  for (const s of states) {
    const t0 = performance.now();
    const views = viewers.map((v) => viewFor(s, v, memo));
    const t1 = performance.now();
    const made = viewers.map((v, i) => {
      const before = last.get(v);
      if (!before) {
        last.set(v, views[i]);
        return null;
      }
      const { ops, kept } = viewPatchKept(before, views[i]);
      last.set(v, kept);
      return { from: before.stateId, stateId: views[i].stateId, patch: ops };
    });
    const t2 = performance.now();
    for (const m of made) {
      if (!m) continue;
      patchChars += JSON.stringify(m).length;
      patches++;
    }
    const t3 = performance.now();
    perState.views.push(t1 - t0);
    perState.diff.push(t2 - t1);
    perState.json.push(t3 - t2);
    perState.total.push(t3 - t0);
  }
}

console.log(`${perState.total.length} states, 3 viewers each; patch JSON mean ${(patchChars / patches).toFixed(0)} chars`);
for (const k of ['views', 'diff', 'json', 'total'] as const) console.log(`${k.padEnd(6)} per state: ${numCI(meanCI(perState[k]), 1, 1000)} µs`);
