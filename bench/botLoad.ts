/**
 * Issue 18's node-load figure: "Fifty concurrent Expert games on one node must not raise other games'
 * p99 action-to-update latency by more than 10 ms." One real server (PGlite, its own bot worker pool);
 * B games against the Expert bot, whose human side (driven here through its game socket) answers each bot
 * move after a human's 2-5 s; and PROBES human-against-human probe games, each making one action every
 * PROBE_PACE_MS (so they measure the node's answer, not a queue of their own), whose every
 * action-to-update latency (ack and the patch back) is a sample.
 * B more games against the Novice bot (the rule bot, no search) at the same pace are the control: the same
 * traffic (bot moves stored, viewed and patched), no search. Windows of WINDOW_S take turns: no bot game
 * answers ("off"), only the Novice games answer ("novice"), only the Expert games answer ("expert"); the
 * first second of a window is not counted. All three conditions share the machine's load over the run, and
 * expert - novice is what the search itself costs other games; expert - off adds the bot games' traffic. Games are started with fresh
 * server seeds; a finished probe game is replaced. Prints p50 and p99 of each condition and the rise of
 * p99, each with a bootstrap 95% interval.
 * Usage: npx tsx bench/botLoad.ts [botGames=50] [seconds=60] [humanMs=2000-5000]
 */
import { botAction } from '../src/engine';
import type { Handoff } from '../src/protocol/sockets';
import { GameClient, LobbyClient, makeUser, type TestUser } from '../tests/support/lobbyClient';
import { startTestServer, type TestServer } from '../tests/support/server';

process.env.BOT_DELAY_MS = '0';
const BOT_GAMES = Number(process.argv[2] ?? 50);
const SECONDS = Number(process.argv[3] ?? 60);
const PROBES = 8;
/** The human side of a bot game answers after a uniform draw from this range (ms): load.ts's human pace. */
const [HUMAN_MIN, HUMAN_MAX] = (process.argv[4] ?? '2000-5000').split('-').map(Number);
const humanPause = () => HUMAN_MIN + Math.random() * (HUMAN_MAX - HUMAN_MIN);
const PROBE_PACE_MS = 400;
const WINDOW_S = 5;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const quantile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};
const resample = (xs: readonly number[]) => Array.from(xs, () => xs[Math.floor(Math.random() * xs.length)]);
/** A statistic of two samples with its bootstrap 95% interval (percentile method, 1000 resamples). */
function boot(a: number[], b: number[], stat: (a: number[], b: number[]) => number): string {
  const runs = Array.from({ length: 1000 }, () => stat(resample(a), resample(b))).sort((x, y) => x - y);
  return `${stat(a, b).toFixed(1)} [${runs[25].toFixed(1)}, ${runs[974].toFixed(1)}]`;
}

async function connectGame(t: TestServer, lobby: LobbyClient): Promise<GameClient> {
  return GameClient.connect(t.url, await lobby.next<Handoff>('handoff'));
}

async function main() {
  const t = await startTestServer('pglite', { LOG_LEVEL: 'error' });
  const node = t.server.ctx.gameNode!;
  type Condition = 'off' | 'novice' | 'expert';
  const CONDITIONS: Condition[] = ['off', 'novice', 'expert'];
  let active: Condition = 'off';
  let measuring = false;
  let stop = false;
  const samples: Record<Condition, number[]> = { off: [], novice: [], expert: [] };
  let botMoves = 0;

  // --- the bot games: one user each, against the Expert bot, and as many against the Novice bot
  const botGame = async (i: number) => {
    const level: Condition = i % 2 === 0 ? 'expert' : 'novice';
    const u = await makeUser(t, `bl${i}`);
    const lobby = await LobbyClient.connect(t.url, u);
    const game = await lobby.newGame({ name: `bot ${i}`, vsBot: true, botLevel: level });
    await lobby.ok('selectdeck', game.id, true, -1, true);
    const handoff = connectGame(t, lobby);
    await lobby.ok('startgame', game.id);
    return { id: game.id, user: u, lobby, client: await handoff, level };
  };
  const bots: Awaited<ReturnType<typeof botGame>>[] = [];
  // A few at a time, each tried again once: on a loaded machine a lobby connect can miss its first answer.
  const again = (i: number) => botGame(i).catch(() => botGame(i + 1000));
  for (let i = 0; i < 2 * BOT_GAMES; i += 5) bots.push(...(await Promise.all(Array.from({ length: Math.min(5, 2 * BOT_GAMES - i) }, (_, k) => again(i + k)))));
  console.error(`${bots.length} bot games started`);
  const driveBot = async (g: (typeof bots)[number]) => {
    const live = node.games.get(g.id)!;
    const botName = live.state.order.find((n) => live.state.players[n].isBot)!;
    let seen = live.state.log.length;
    let looked = -1;
    while (!stop && !live.state.winner) {
      const s = live.state;
      // The driver shares the node's thread: it computes the human's move once per state, not per poll.
      const on = active === g.level;
      const mine = on && s.stateId !== looked ? botAction(s, g.user.username) : null;
      if (!mine) {
        if (on) looked = s.stateId;
        await wait(20);
        continue;
      }
      botMoves += s.log.slice(seen).filter((e) => 'player' in e && e.player === botName).length;
      seen = s.log.length;
      await wait(humanPause());
      if (live.state.stateId !== s.stateId) continue;
      await g.client.emit('game', { action: { ...mine, stateId: s.stateId } });
    }
  };

  // --- the probe games: two users each, as fast as the node answers
  let probeCount = 0;
  const pair = async (): Promise<[TestUser, TestUser]> => {
    const n = probeCount++;
    return [await makeUser(t, `pa${n}`), await makeUser(t, `pb${n}`)];
  };
  const probeUsers = await Promise.all(Array.from({ length: PROBES }, pair));
  // A finished probe game is replaced by a new one between two new users (nobody has to leave anything).
  const probe = async (users: [TestUser, TestUser]) => {
    for (let next = users; !stop; next = await pair()) await probeGame(next).catch((err: unknown) => console.error(`probe game failed: ${String(err)}`));
  };
  const probeGame = async ([ua, ub]: [TestUser, TestUser]) => {
    const [a, b] = await Promise.all([LobbyClient.connect(t.url, ua), LobbyClient.connect(t.url, ub)]);
    {
      const game = await a.newGame({ name: `probe ${ua.username}` });
      await b.ok('joingame', game.id);
      await a.ok('selectdeck', game.id, true, -1, true);
      await b.ok('selectdeck', game.id, true, -1, true);
      const handoffs = [connectGame(t, a), connectGame(t, b)];
      await a.ok('startgame', game.id);
      const [ga, gb] = await Promise.all(handoffs);
      const clients: Record<string, GameClient> = { [ua.username]: ga, [ub.username]: gb };
      const live = node.games.get(game.id)!;
      while (!stop && !live.state.winner) {
        const s = live.state;
        const who = s.order.find((n) => botAction(s, n));
        if (!who) {
          await wait(2);
          continue;
        }
        const t0 = performance.now();
        const condition = active;
        const counted = measuring;
        const ack = await clients[who].emit('game', { action: { ...botAction(s, who)!, stateId: s.stateId } });
        if (!ack.success) continue;
        await clients[who].until((v) => v.stateId > s.stateId, 10_000);
        // A sample counts only if the whole action ran inside one window.
        if (counted && measuring && condition === active) samples[condition].push(performance.now() - t0);
        await wait(Math.max(0, PROBE_PACE_MS - (performance.now() - t0)));
      }
      ga.close();
      gb.close();
    }
    a.close();
    b.close();
  };

  const running = [...bots.map(driveBot), ...probeUsers.map(probe)];
  const started = Date.now();
  const pool = () => (node as unknown as { bots: { load?: () => object } }).bots.load?.();
  for (let w = 0; (Date.now() - started) / 1000 < SECONDS; w++) {
    active = CONDITIONS[w % 3];
    measuring = false;
    await wait(1000);
    measuring = true;
    await wait((WINDOW_S - 1) * 1000);
    console.error(`window ${w} ${active}: samples ${CONDITIONS.map((c) => `${c} ${samples[c].length}`).join(', ')}; bot moves ${botMoves}; pool ${JSON.stringify(pool())}`);
  }
  stop = true;
  measuring = false;
  await Promise.race([Promise.all(running), wait(15_000)]);
  const live = bots.filter((g) => !node.games.get(g.id)?.state.winner).length;
  console.log(`bot games: ${BOT_GAMES} against Expert and ${BOT_GAMES} against Novice (${live} still running at the end), bot moves made: ${botMoves}, human answer ${HUMAN_MIN}-${HUMAN_MAX} ms`);
  console.log(`probe games: ${PROBES} at a time (${probeCount} played), one action per ${PROBE_PACE_MS} ms each; windows of ${WINDOW_S} s, ${SECONDS} s in all`);
  console.log(`samples: ${CONDITIONS.map((c) => `${c} ${samples[c].length}`).join(', ')}`);
  for (const c of CONDITIONS) console.log(`${c}: p50 ms ${boot(samples[c], samples[c], (a) => quantile(a, 0.5))}, p99 ms ${boot(samples[c], samples[c], (a) => quantile(a, 0.99))}`);
  const rise = (a: Condition, b: Condition) => boot(samples[a], samples[b], (x, y) => quantile(x, 0.99) - quantile(y, 0.99));
  console.log(`p99 rise ms, Expert games over Novice games (the search): ${rise('expert', 'novice')} (issue 18's limit: 10)`);
  console.log(`p99 rise ms, Expert games over none (search and traffic): ${rise('expert', 'off')}; Novice over none (traffic): ${rise('novice', 'off')}`);
  for (const g of bots) [g.client, g.lobby].forEach((c) => c.close());
  await t.stop();
}

void main().then(() => process.exit(0));
