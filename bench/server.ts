/**
 * Server load: N concurrent bot games over real sockets (lobby -> pending game -> node), both
 * players driven by the engine's bot through their own game sockets. Prints games held, messages
 * per second, bytes per update per viewer (median, p95) and action -> update latency (p50, p99).
 * Usage: npx tsx bench/server.ts [games=20]
 */
import { botAction } from '../src/engine';
import type { Handoff } from '../src/protocol/sockets';
import { GameClient, LobbyClient, makeUser } from '../tests/support/lobbyClient';
import { startTestServer } from '../tests/support/server';

process.env.BOT_DELAY_MS = '0';
const N = Number(process.argv[2] ?? 20);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function main() {
  const t = await startTestServer('pglite', { LOG_LEVEL: 'error' });
  const node = t.server.ctx.gameNode!;
  const latencies: number[] = [];
  const bytes: number[] = [];
  let messages = 0;

  async function setupGame(i: number) {
    const [ua, ub] = await Promise.all([makeUser(t, `pa${i}`), makeUser(t, `pb${i}`)]);
    const [a, b] = await Promise.all([LobbyClient.connect(t.url, ua), LobbyClient.connect(t.url, ub)]);
    const game = await a.newGame({ name: `bench ${i}` });
    await b.ok('joingame', game.id);
    await a.ok('selectdeck', game.id, true, -1, false);
    await b.ok('selectdeck', game.id, true, -1, false);
    await a.ok('startgame', game.id);
    const [ha, hb] = await Promise.all([a.next<Handoff>('handoff'), b.next<Handoff>('handoff')]);
    const [ga, gb] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb)]);
    return { id: game.id, clients: { [ua.username]: ga, [ub.username]: gb }, lobby: [a, b] };
  }

  const games = await Promise.all(Array.from({ length: N }, (_, i) => setupGame(i)));
  const held = node.games.size;
  const start = Date.now();

  async function play(g: (typeof games)[number]) {
    const live = node.games.get(g.id)!;
    const all = Object.values(g.clients);
    for (let i = 0; i < 3000 && !live.state.winner; i++) {
      const s = live.state;
      const who = s.order.find((n) => botAction(s, n));
      if (!who) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const action = botAction(s, who)!;
      const marks = all.map((c) => c.patchBytes.length);
      const t0 = performance.now();
      const client = g.clients[who];
      const ack = await client.emit('game', { action: { ...action, stateId: s.stateId } });
      if (!ack.success) continue;
      await client.until((v) => v.stateId > s.stateId, 10_000);
      latencies.push(performance.now() - t0);
      all.forEach((c, k) => c.patchBytes.slice(marks[k]).forEach((n) => bytes.push(n)));
    }
  }
  await Promise.all(games.map(play));
  const seconds = (Date.now() - start) / 1000;
  messages = games.reduce((n, g) => n + Object.values(g.clients).reduce((m, c) => m + c.log.length, 0), 0);
  const finished = games.filter((g) => node.games.get(g.id)?.state.winner).length;
  console.log(`games held: ${held} (finished ${finished})`);
  console.log(`updates: ${bytes.length} in ${seconds.toFixed(1)} s; messages/s: ${(messages / seconds).toFixed(0)}`);
  console.log(`bytes per update per viewer: median ${pct(bytes, 50)}, p95 ${pct(bytes, 95)}, max ${Math.max(...bytes)}`);
  // Each latency is one acknowledged action (since issue 14: acknowledged once stored).
  console.log(`actions acknowledged: ${latencies.length}, ${(latencies.length / seconds).toFixed(0)} actions/s`);
  console.log(`action -> update latency ms: p50 ${pct(latencies, 50).toFixed(1)}, p99 ${pct(latencies, 99).toFixed(1)}`);
  const full = JSON.stringify(Object.values(games[0].clients)[0].view).length;
  console.log(`(a whole view is ${full} bytes)`);
  games.forEach((g) => [...Object.values(g.clients), ...g.lobby].forEach((c) => c.close()));
  await t.stop();
}

void main().then(() => process.exit(0));
