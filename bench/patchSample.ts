/**
 * What patches are made of: plays one bot game in-process over real sockets and prints the patch
 * bytes by top-level path of the view (which parts of the view the bytes per update go to).
 * Usage: npx tsx bench/patchSample.ts [moves=150]
 */
import { startTwoPlayerGame, playOneMove } from '../tests/support/games';
import { makeUser } from '../tests/support/lobbyClient';
import { startTestServer } from '../tests/support/server';
import type { GamePatch } from '../src/protocol/sockets';

process.env.BOT_DELAY_MS = '0';
const moves = Number(process.argv[2] ?? 150);

async function main() {
  const t = await startTestServer('pglite', { LOG_LEVEL: 'error' });
  const g = await startTwoPlayerGame(t, await makeUser(t, 'pa'), await makeUser(t, 'pb'));
  for (let i = 0; i < moves; i++) {
    try {
      await playOneMove(t, g.gameId, g.players);
    } catch {
      break;
    }
  }
  const byPath = new Map<string, { ops: number; bytes: number }>();
  const sizes: number[] = [];
  for (const c of Object.values(g.players)) {
    for (const e of c.log) {
      if (e.event !== 'gamepatch') continue;
      const msg = e.args[0] as GamePatch;
      sizes.push(JSON.stringify(msg).length);
      for (const op of msg.patch) {
        const key = `${op.op} ${op.path.split('/').slice(0, Number(process.env.DEPTH ?? 4)).map((s) => (/^[0-9a-f-]{20,}$|^\d+$/.test(s) ? '*' : s)).join('/')}`;
        const x = byPath.get(key) ?? { ops: 0, bytes: 0 };
        x.ops++;
        x.bytes += JSON.stringify(op).length;
        byPath.set(key, x);
      }
    }
  }
  sizes.sort((a, b) => a - b);
  console.log(`patches ${sizes.length}: median ${sizes[sizes.length >> 1]} B, p95 ${sizes[Math.floor(sizes.length * 0.95)]} B`);
  for (const [k, v] of [...byPath].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 25)) console.log(String(v.bytes).padStart(8), String(v.ops).padStart(6), k);
  const view = Object.values(g.players)[0].view!;
  const parts = Object.entries(view).map(([k, v]) => [k, JSON.stringify(v)?.length ?? 0] as const).sort((a, b) => b[1] - a[1]);
  console.log('whole view', JSON.stringify(view).length, parts.slice(0, 10));
  g.close();
  await t.stop();
}
void main().then(() => process.exit(0));
