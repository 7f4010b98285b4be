import { asc, eq, gte, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLogEntry, botAction, createGame, type GameState, type LogEntry } from '../../src/engine';
import { GameSetup } from '../../src/protocol/game';
import type { Handoff, NodeStatus } from '../../src/protocol/sockets';
import type { Db } from '../../src/server/db/client';
import { gameActions, games } from '../../src/server/db/schema/games';
import { GameClient, LobbyClient } from '../support/lobbyClient';
import { clusterEnv, clusterSkipReason, freePort, spawnProc, type Proc } from './clusterSupport';

/**
 * Cluster mode on loopback: 2 lobby processes and 2 game node processes over the local PostgreSQL
 * and Redis. Players on different lobbies play a game to the end; the node hosting it is killed
 * mid-game and restarted, and the game resumes from the stored action log.
 */
const skip = await clusterSkipReason();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The engine state as the node's stored setup and action log say, caught up from `from`. */
async function mirror(db: Db, gameId: string, from: GameState | null): Promise<GameState> {
  let s = from;
  if (!s) {
    const [row] = await db.select().from(games).where(eq(games.id, gameId));
    s = createGame(GameSetup.parse(row.setup));
  }
  const rows = await db
    .select()
    .from(gameActions)
    .where(and(eq(gameActions.gameId, gameId), gte(gameActions.seq, s.log.length)))
    .orderBy(asc(gameActions.seq));
  for (const r of rows) {
    const next = applyLogEntry(s, (r.entry ?? { player: r.player, action: r.action }) as LogEntry);
    if (next.ok) s = next.state;
  }
  return s;
}

describe.skipIf(!!skip)('cluster: 2 lobby processes, 2 game node processes', () => {
  let env: Awaited<ReturnType<typeof clusterEnv>>;
  const procs = new Map<string, Proc>();
  const ports = { lobby1: 0, lobby2: 0, 'node-a': 0, 'node-b': 0 };
  const lobbyUrl = (n: 'lobby1' | 'lobby2') => `http://127.0.0.1:${ports[n]}`;

  async function startNode(name: 'node-a' | 'node-b') {
    procs.set(name, await spawnProc('src/server/node/main.ts', { ...env.common, NODE_NAME: name, PORT: String(ports[name]), NODE_ADDRESS: '127.0.0.1' }, /Game node .* is running/));
  }

  beforeAll(async () => {
    env = await clusterEnv();
    for (const k of Object.keys(ports) as (keyof typeof ports)[]) ports[k] = await freePort();
    // The first lobby runs the migrations; the rest start together.
    procs.set('lobby1', await spawnProc('src/server/main.ts', { ...env.common, PORT: String(ports.lobby1), NODE_NAME: 'lobby1' }, /Emberhall is running/));
    await Promise.all([
      spawnProc('src/server/main.ts', { ...env.common, PORT: String(ports.lobby2), NODE_NAME: 'lobby2' }, /Emberhall is running/).then((p) => procs.set('lobby2', p)),
      startNode('node-a'),
      startNode('node-b'),
    ]);
  }, 90_000);

  afterAll(async () => {
    if (process.env.CLUSTER_DEBUG) for (const [n, p] of procs) console.log(`---- ${n}\n${p.output.join('').slice(-3000)}`);
    await Promise.all([...procs.values()].map((p) => p.stop()));
    await env?.cleanup();
  });

  // The waits are hang guards, not speed checks (the resume time is measured in bench/clusterLoad.ts). Once, in a CI run beside
  // the other integration files (session 21), the clients never saw the rebuilt game's view at exactly the last recorded state:
  // the wait asked for equality, and a restored game can move on by itself (an automatic pass) before a slow reconnect lands,
  // after which no view ever matches. The wait now asks for that state or later (session 22). No retry: a second try would
  // meet the first one's users and its disabled node.
  it('plays a game across lobbies, survives its node being killed, and obeys node admin', { timeout: 180_000 }, async () => {
    const [ann, bob, root] = [await env.user('ann'), await env.user('bob'), await env.user('root', { canManageNodes: true })];
    const db = (await env.database()).db;
    const a = await LobbyClient.connect(lobbyUrl('lobby1'), ann);
    const b = await LobbyClient.connect(lobbyUrl('lobby2'), bob);
    const admin = await LobbyClient.connect(lobbyUrl('lobby2'), root);

    // Both nodes registered through Redis; the admin disables node-a on lobby 2.
    expect((await admin.emit('getnodestatus')).success).toBe(true);
    const seen = await admin.next<NodeStatus[]>('nodestatus', (l) => l.length === 2 && l.every((n) => n.status === 'active'), 10_000);
    expect(seen.map((n) => n.name).sort()).toEqual(['node-a', 'node-b']);
    await admin.ok('togglenode', 'node-a');
    await admin.next<NodeStatus[]>('nodestatus', (l) => l.find((n) => n.name === 'node-a')?.status === 'disabled');

    // Ann creates a game on lobby 1; Bob sees it on lobby 2 and joins there.
    const game = await a.newGame({ name: 'cluster game' });
    await b.next('newgame', (g: { id: string }) => g.id === game.id);
    await b.ok('joingame', game.id);
    await a.next('gamestate', (m: { game: { players: Record<string, unknown> } | null }) => !!m.game?.players.bob);
    await a.ok('selectdeck', game.id, true, 'hearthfire-vanguard', true);
    await b.ok('selectdeck', game.id, true, 'ashen-pact', true);
    const handoffs = [a.next<Handoff>('handoff'), b.next<Handoff>('handoff')];
    await a.ok('startgame', game.id);
    const [ha, hb] = await Promise.all(handoffs);
    // The disabled node took no new game.
    expect(ha.name).toBe('node-b');
    expect(hb.port).toBe(ports['node-b']);
    const clients: Record<string, GameClient> = { ann: await GameClient.connect('', ha), bob: await GameClient.connect('', hb) };

    let state: GameState | null = null;
    let killed = false;
    for (let moves = 0; moves < 3000; ) {
      state = await mirror(db, game.id, state);
      if (state.winner) break;
      const shown = Math.max(...Object.values(clients).map((c) => c.view?.stateId ?? -1));
      const s: GameState = state;
      const who = s.order.find((n) => botAction(s, n));
      if (shown !== s.stateId || !who) {
        await sleep(10);
        continue;
      }
      if (moves === 30 && !killed) {
        // Kill the node mid-game without warning and start it again under the same name and port.
        killed = true;
        await procs.get('node-b')!.stop('SIGKILL');
        await startNode('node-b');
        // Both players' sockets reconnect by themselves and get the rebuilt game's whole view.
        for (const c of Object.values(clients)) await c.next('connect' as string, () => true, 1).catch(() => undefined);
        // At least the last recorded state: the restored node may move on by itself before a socket is back (a reaction
        // window whose player holds nothing passes at once, engine pendingTimeouts), and the loop mirrors the database again.
        await Promise.all(Object.values(clients).map((c) => c.until((v) => v.stateId >= s.stateId, 60_000)));
      }
      const action = botAction(s, who)!;
      const ack = await clients[who].emit('game', { action: { ...action, stateId: s.stateId } });
      if (ack.success) moves++;
    }
    expect(killed).toBe(true);
    expect(state!.winner).toBeTruthy();
    // The record is written by the restarted node, and both lobbies show the result.
    const finished = await (async () => {
      for (let i = 0; i < 200; i++) {
        const [row] = await db.select().from(games).where(eq(games.id, game.id));
        if (row.finishedAt) return row;
        await sleep(50);
      }
      throw new Error('the game was never recorded as finished');
    })();
    expect(finished.winner).toBe(state!.winner);
    expect(finished.node).toBe('node-b');
    await a.next('updategame', (g: { id: string; winner?: string | null }) => g.id === game.id && g.winner === state!.winner);
    await b.next('updategame', (g: { id: string; winner?: string | null }) => g.id === game.id && g.winner === state!.winner);
    [a, b, admin, ...Object.values(clients)].forEach((c) => c.close());
  });

  it('applies a block at once on every lobby process, both ways, and an unblock brings the games back', async () => {
    const [cal, dee] = [await env.user('cal'), await env.user('dee')];
    const c = await LobbyClient.connect(lobbyUrl('lobby1'), cal);
    const d = await LobbyClient.connect(lobbyUrl('lobby2'), dee);
    const calGame = await c.newGame({ name: 'cal game' });
    const deeGame = await d.newGame({ name: 'dee game' });
    await d.next('newgame', (g: { id: string }) => g.id === calGame.id);
    await c.next('newgame', (g: { id: string }) => g.id === deeGame.id);
    // The block is made over lobby 2's HTTP; cal's socket is on lobby 1.
    const block = await fetch(`${lobbyUrl('lobby2')}/api/account/cal/blocklist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cal.token}` },
      body: JSON.stringify({ username: 'dee' }),
    });
    expect(block.status).toBe(200);
    await c.next('removegame', (g: { id: string }) => g.id === deeGame.id, 1000);
    await d.next('removegame', (g: { id: string }) => g.id === calGame.id, 1000);
    // dee's game made before the block refuses cal, and dee's chat no longer reaches cal.
    await c.ok('leavegame');
    expect((await c.emit('joingame', deeGame.id)).success).toBe(false);
    const since = c.log.length;
    await d.ok('chat', 'not for cal');
    await c.ok('chat', 'cal here');
    await c.next('lobbychat', (m: { message: string }) => m.message === 'cal here', 2000, since);
    expect(c.log.slice(since).some((e) => e.event === 'lobbychat' && (e.args[0] as { message: string }).message === 'not for cal')).toBe(false);

    const unblock = await fetch(`${lobbyUrl('lobby1')}/api/account/cal/blocklist/dee`, { method: 'DELETE', headers: { authorization: `Bearer ${cal.token}` } });
    expect(unblock.status).toBe(200);
    await c.next('newgame', (g: { id: string }) => g.id === deeGame.id, 1000, since);
    c.close();
    d.close();
  }, 30_000);
});
