/**
 * What deflating a game message costs the server (issue 19): ws's own permessage-deflate (a zlib
 * stream per connection: a write and a sync flush, two jobs on libuv's pool) against the one-shot
 * deflate that server/socketCompression.ts uses for messages up to DEFLATE_AT_ONCE_UP_TO. The messages
 * are the real patch packets of bot games on fresh seeds (printed), as LiveGame sends them, with the
 * site's deflate settings. Prints the process CPU per message (the pool's threads included) and the
 * wall time per message, each the mean over rounds with a 95% interval, and checks that both ways give
 * the same bytes.
 * Usage: npx tsx bench/deflate.ts [--games 12] [--rounds 10] [--seed S]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { playBotGame, preconSetup, viewFor, type GameState, newViewMemo, type ViewMemo } from '../src/engine';
import type { GameView } from '../src/protocol/game';
import { viewPatchKept } from '../src/server/node/viewPatch';
import { DEFLATE_AT_ONCE_UP_TO, deflateSmallAtOnce, serverDeflater, socketDeflate, type Deflater } from '../src/server/socketCompression';
import { meanCI, numCI } from './balance/stats';

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '12' }, rounds: { type: 'string', default: '10' }, seed: { type: 'string' } } });
const seed = args.seed ?? randomBytes(6).toString('hex');
const games = Number(args.games);
const rounds = Number(args.rounds);
console.log(`# deflate bench: seed ${seed} (repeat with --seed ${seed}), ${games} games, ${rounds} rounds`);

/** Every patch packet a player of each game was sent, as socket.io's text frame. */
const packets: string[] = [];
for (let g = 0; g < games; g++) {
  const setup = preconSetup(g % 8, (g * 3 + 1) % 8, `${seed}-${g}`);
  const states: GameState[] = [];
  playBotGame(setup, 2000, (s) => states.push(s));
  const viewer = states[0].order[0];
  const memo: ViewMemo = newViewMemo();
  let last: GameView | null = null;
  for (const s of states) {
    const view = viewFor(s, viewer, memo);
    if (last) {
      const { ops, kept } = viewPatchKept(last, view);
      packets.push(`42/game/${seed}-${g},["gamepatch",${JSON.stringify({ from: last.stateId, stateId: view.stateId, patch: ops })}]`);
      last = kept;
    } else last = view;
  }
}
const small = packets.filter((p) => p.length >= socketDeflate.threshold && p.length <= DEFLATE_AT_ONCE_UP_TO);
const sizes = small.map((p) => p.length).sort((a, b) => a - b);
console.log(`${small.length} patch packets deflated (of ${packets.length}; the rest are under ${socketDeflate.threshold} B and go as they are); median ${sizes[sizes.length >> 1]} B`);

function deflater(atOnce: boolean): Deflater {
  const d = serverDeflater();
  if (atOnce) deflateSmallAtOnce(d);
  return d;
}
const compress = (d: Deflater, data: string) => new Promise<Buffer>((resolve, reject) => d.compress(data, true, (err, out) => (err ? reject(err) : resolve(out!))));

async function round(atOnce: boolean): Promise<{ cpu: number; wall: number; out: Buffer[] }> {
  const d = deflater(atOnce);
  const out: Buffer[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const p of small) out.push(await compress(d, p));
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / small.length, wall: ((performance.now() - t0) * 1000) / small.length, out };
}

const figures = { stream: { cpu: [] as number[], wall: [] as number[] }, atOnce: { cpu: [] as number[], wall: [] as number[] } };
let differing = 0;
await round(false);
await round(true);
for (let r = 0; r < rounds; r++) {
  const a = await round(false);
  const b = await round(true);
  figures.stream.cpu.push(a.cpu);
  figures.stream.wall.push(a.wall);
  figures.atOnce.cpu.push(b.cpu);
  figures.atOnce.wall.push(b.wall);
  if (r === 0) differing = a.out.filter((buf, i) => !buf.equals(b.out[i])).length;
}
for (const [way, f] of Object.entries(figures)) console.log(`${way.padEnd(7)} per message: CPU ${numCI(meanCI(f.cpu), 1)} µs, wall ${numCI(meanCI(f.wall), 1)} µs`);
console.log(`messages whose bytes differ between the two ways: ${differing}`);
