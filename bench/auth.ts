/**
 * What the live session check costs and how fast a revocation lands. Starts the real server (PGlite,
 * or PostgreSQL when DATABASE_URL is set, in a fresh database made and dropped here), logs a user in
 * over HTTP and then:
 * - sends 2,000 authenticated GET /api/decks one after another (3 runs after a warm-up) and prints the
 *   mean wall time and this process's CPU time per request (client, server and PGlite all run in this
 *   process; PostgreSQL's own CPU is not counted); the same loop without a token is the floor;
 * - times the guard's own query (liveUser) 2,000 times in process;
 * - 10 times: logs in, opens a lobby socket, logs out, and times from sending the logout to the old
 *   token's first refusal and to the socket's disconnect (polling every 5 ms).
 *
 *   npx tsx bench/auth.ts            DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/auth.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { createServer } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { freshPostgres } from '../tests/support/server';

const REQUESTS = 2000;
const PASSWORD = 'bench password';


async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberhall-bench-auth-'));
  const pgdb = process.env.DATABASE_URL ? await freshPostgres() : null;
  const server = await createServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) }),
  );
  await server.listen();
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const id = randomUUID();
  await server.ctx.db.insert(users).values({
    id,
    username: 'bencher',
    usernameLower: 'bencher',
    email: 'bencher@example.test',
    emailLower: 'bencher@example.test',
    passwordHash: await hashPassword(PASSWORD),
    verified: true,
  });
  const login = async () => {
    const res = await fetch(`${base}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bencher', password: PASSWORD }),
    });
    return (await res.json()) as { token: string; refreshToken: string };
  };
  const get = async (token: string | null) => {
    const res = await fetch(`${base}/api/decks`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    await res.arrayBuffer();
    return res.status;
  };
  /** Wall time and this process's CPU time per request: the CPU figure holds up on a machine shared with other work. */
  const timed = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await fn();
    const used = process.cpuUsage(cpu);
    return { wall: (performance.now() - start) / REQUESTS, cpu: (used.user + used.system) / 1000 / REQUESTS };
  };
  const loop = (token: string | null) => timed(() => get(token));

  console.log(`database: ${pgdb ? 'PostgreSQL' : 'PGlite'}`);
  const { token } = await login();
  if ((await get(token)) !== 200) throw new Error('the benchmark user cannot read their decks');
  await loop(token); // warm-up
  type Timing = { wall: number; cpu: number };
  const authed: Timing[] = [];
  const anonymous: Timing[] = [];
  for (let run = 0; run < 3; run++) {
    authed.push(await loop(token));
    anonymous.push(await loop(null));
  }
  const fmt = (xs: Timing[]) =>
    `wall ${xs.map((x) => x.wall.toFixed(3)).join(' / ')} ms, CPU ${xs.map((x) => x.cpu.toFixed(3)).join(' / ')} ms per request`;
  console.log(`${REQUESTS} authenticated GET /api/decks (3 runs): ${fmt(authed)}`);
  console.log(`${REQUESTS} GET /api/decks without a token (401): ${fmt(anonymous)}`);

  // The guard's own query, when this version has it (bench/auth.ts also runs against the code before it).
  const guards = (await import('../src/server/auth/guards')) as { liveUser?: (ctx: unknown, sid: string, sub: string) => Promise<unknown> };
  const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  const liveUser = guards.liveUser;
  if (liveUser) {
    const { wall, cpu } = await timed(() => liveUser(server.ctx, sid, id));
    console.log(`liveUser (the guard's session and user read): wall ${wall.toFixed(3)} ms, CPU ${cpu.toFixed(3)} ms per call`);
  }

  const refused: number[] = [];
  const dropped: number[] = [];
  for (let i = 0; i < 10; i++) {
    const session = await login();
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: session.token }, forceNew: true, reconnection: false });
    await new Promise<void>((resolve) => socket.once('authenticated', () => resolve()));
    let droppedAt = Number.NaN;
    socket.once('disconnect', () => (droppedAt = performance.now()));
    const start = performance.now();
    const logout = fetch(`${base}/api/account/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: session.refreshToken }),
    });
    let refusedAt = Number.NaN;
    const deadline = start + 5000;
    while (performance.now() < deadline && (Number.isNaN(refusedAt) || Number.isNaN(droppedAt))) {
      if (Number.isNaN(refusedAt) && (await get(session.token)) === 401) refusedAt = performance.now();
      else await new Promise((r) => setTimeout(r, 5));
    }
    const droppedAfter = droppedAt - start; // read before close(), whose own disconnect must not count
    await logout;
    socket.close();
    refused.push(refusedAt - start);
    dropped.push(droppedAfter);
  }
  const summary = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
  };
  console.log(`after logout, the old token refused: ${summary(refused)} (NaN: still accepted after 5 s)`);
  console.log(`after logout, the lobby socket dropped: ${summary(dropped)} (NaN: still open after 5 s)`);

  await server.close();
  await pgdb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
