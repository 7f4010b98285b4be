/**
 * The server under load, as its own process (forked by bench/load.ts): the real `createServer` on a
 * config read from the environment, plus one thing main.ts does not do: on request over IPC it seeds
 * bench accounts (a users row, a session and an access token each, as a login would leave them).
 * Why: every account through /api/account/register and /login costs two argon2id hashes, 0.3-0.7 s each
 * on the shared 2-core machine, so 2,500 accounts would take longer than the run. The bench still
 * registers and logs in a few accounts over HTTP (bench/load/accounts.ts) to cover that path.
 */
import '../../scripts/check-node.mjs';
import { randomUUID } from 'node:crypto';
import { createServer } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { sessions, users } from '../../src/server/db/schema/accounts';
import { startStallMonitor, type StallReport } from './stallMonitor';
import { installZlibProbe } from './zlibProbe';
import { installSendTally, type SendBuckets } from './sendTally';
import { sharedDeflateCounts } from '../../src/server/socketCompression';

installZlibProbe('server');
const stallMonitor = startStallMonitor();
const sends = installSendTally();

export type SeedRequest = { seed: { prefix: string; count: number } };
export type SeedReply = { seeded: { username: string; token: string }[] };
/** Asked over IPC: the server's event-loop stalls and collections so far (bench/load/stallMonitor.ts). */
export type StallsRequest = { stalls: true };
export type StallsReply = { stallReport: StallReport };
/** Asked over IPC: what the lobby's sockets were sent, by event (bench/load/sendTally.ts). */
export type SendsRequest = { sends: true };
export type SendsReply = { sendBuckets: SendBuckets };
/** Asked over IPC: the lobby thread's large messages deflated, and those sent deflated already (socketCompression.ts). */
export type DeflatesRequest = { deflates: true };
export type DeflatesReply = { sharedDeflates: typeof sharedDeflateCounts };

const server = await createServer(loadConfig());
const url = await server.listen();
const { ctx } = server;

async function seed(prefix: string, count: number): Promise<SeedReply['seeded']> {
  const out: SeedReply['seeded'] = [];
  const hash = 'bench-accounts-cannot-log-in';
  for (let from = 0; from < count; from += 200) {
    const batch = Array.from({ length: Math.min(200, count - from) }, (_, i) => {
      const username = `${prefix}${from + i}`;
      return { id: randomUUID(), sid: randomUUID(), username };
    });
    await ctx.db.insert(users).values(
      batch.map((u) => ({
        id: u.id,
        username: u.username,
        usernameLower: u.username.toLowerCase(),
        email: `${u.username}@bench.test`,
        emailLower: `${u.username.toLowerCase()}@bench.test`,
        passwordHash: hash,
        verified: true,
        permissions: {},
        blockList: [],
      })),
    );
    await ctx.db.insert(sessions).values(batch.map((u) => ({ id: u.sid, userId: u.id, tokenHash: randomUUID(), expires: new Date(Date.now() + 86_400_000) })));
    for (const u of batch) out.push({ username: u.username, token: await ctx.tokens.signAccess({ sub: u.id, username: u.username, permissions: {}, sid: u.sid }) });
  }
  return out;
}

process.on('message', (m: SeedRequest | StallsRequest | SendsRequest | DeflatesRequest) => {
  if ('deflates' in m) return void process.send?.({ sharedDeflates: { ...sharedDeflateCounts } } satisfies DeflatesReply);
  if ('stalls' in m) return void process.send?.({ stallReport: stallMonitor.report() } satisfies StallsReply);
  if ('sends' in m) return void process.send?.({ sendBuckets: sends() } satisfies SendsReply);
  if (!m?.seed) return;
  void seed(m.seed.prefix, m.seed.count).then(
    (seeded) => process.send?.({ seeded }),
    (err: unknown) => process.send?.({ error: String(err) }),
  );
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.send?.({ ready: url.replace('localhost', '127.0.0.1') });
