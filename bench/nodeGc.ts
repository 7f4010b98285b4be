/**
 * What a game node's moves leave to the garbage collector (issue 19): at 1,000 games the tail of a move's
 * latency lines up with the node threads' collections (docs/benchmarks.md, "When the tail happens"), and a
 * scavenge costs what survives it. Many games are played at once, interleaved at random as a node thread
 * sees them, each move applied from a recorded bot game and followed by what LiveGame.broadcast makes
 * (both players' and a spectator's views with the game's memo, their patches from the kept views, the
 * patch JSON). Per move: bytes moved into the old generation by scavenges (v8.GCProfiler: old space
 * after minus before), scavenge pause, CPU. Games on fresh seeds (printed); each figure is a mean over
 * chunks of moves with a 95% interval.
 * Usage: node --import tsx bench/nodeGc.ts [--games 400] [--moves 40000] [--seed S]
 */
import { GCProfiler } from 'node:v8';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { applyLogEntry, createGame, newViewMemo, playBotGame, preconSetup, viewFor, type GameState, type LogEntry, type ViewMemo } from '../src/engine';
import { viewPatchKept } from '../src/server/node/viewPatch';
import type { GameSetup, GameView } from '../src/protocol/game';
import { meanCI, numCI } from './balance/stats';
import { rand } from '../src/engine/search/rand';

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '400' }, moves: { type: 'string', default: '40000' }, seed: { type: 'string' } } });
const games = Number(args.games);
const moves = Number(args.moves);
const seed = args.seed ?? randomBytes(6).toString('hex');
console.log(`# node GC bench: seed ${seed} (repeat with --seed ${seed}), ${games} games at once, ${moves} moves`);

const recorded: { setup: GameSetup; log: LogEntry[] }[] = [];
for (let g = 0; g < 48; g++) {
  const setup = preconSetup(g % 8, (g * 3 + 1) % 8, `${seed}-${g}`);
  recorded.push({ setup, log: playBotGame(setup, 2000).state.log });
}

type Live = { s: GameState; next: number; game: number; memo: ViewMemo; kept: Map<string | null, GameView> };
const start = (game: number): Live => ({ s: createGame(recorded[game % recorded.length].setup), next: 0, game, memo: newViewMemo(), kept: new Map() });
const live = Array.from({ length: games }, (_, g) => start(g));

/** One move of one game and its broadcast; false when the game ended (a new one takes its place). */
function step(l: Live): boolean {
  const { log } = recorded[l.game % recorded.length];
  if (l.next >= log.length) return false;
  const r = applyLogEntry(l.s, log[l.next++]);
  if (!r.ok) return true;
  l.s = r.state;
  for (const viewer of [...l.s.order, null]) {
    const view = viewFor(l.s, viewer, l.memo);
    const before = l.kept.get(viewer);
    if (!before) {
      l.kept.set(viewer, view);
      continue;
    }
    const { ops, kept } = viewPatchKept(before, view);
    l.kept.set(viewer, kept);
    JSON.stringify({ from: before.stateId, stateId: view.stateId, patch: ops });
  }
  return true;
}

const pick = rand(Number.parseInt(seed.slice(0, 8), 16) || 1);
const run = (n: number) => {
  let done = 0;
  while (done < n) {
    const g = pick.int(games);
    if (step(live[g])) done++;
    else live[g] = start(live[g].game + games);
  }
};
run(games * 20); // every game under way, the old generation holding them

const chunk = 2000;
const promoted: number[] = [];
const pause: number[] = [];
const cpu: number[] = [];
const oldSpace = (stats: { heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[] }) =>
  stats.heapSpaceStatistics.find((x) => x.spaceName === 'old_space')?.spaceUsedSize ?? 0;
for (let done = 0; done < moves; done += chunk) {
  const profiler = new GCProfiler();
  profiler.start();
  const c0 = process.cpuUsage();
  run(chunk);
  const c = process.cpuUsage(c0);
  const scavenges = (profiler.stop()?.statistics ?? []).filter((e) => e.gcType === 'Scavenge');
  promoted.push(scavenges.reduce((a, e) => a + Math.max(0, oldSpace(e.afterGC) - oldSpace(e.beforeGC)), 0) / chunk);
  pause.push(scavenges.reduce((a, e) => a + e.cost, 0) / chunk);
  cpu.push((c.user + c.system) / chunk);
}
console.log(`promoted by scavenges per move: ${numCI(meanCI(promoted), 1, 1 / 1024)} KiB`);
console.log(`scavenge pause per move:        ${numCI(meanCI(pause), 1)} µs`);
console.log(`CPU per move (engine and broadcast): ${numCI(meanCI(cpu), 0)} µs`);
