/**
 * Issue 18's node-load figure: "Fifty concurrent Expert games on one node must not raise other games'
 * p99 action-to-update latency by more than 10 ms."
 *
 * The server runs as its own process (bench/load/spawnServer.ts: the real createServer on PGlite, with its
 * own bot worker pool); every client runs here, in this process, and plays from its own view (the load
 * generator's clients and policy, bench/load/), so nothing the bench does runs on the server's event loop.
 * - B games against the Expert bot: the human side answers each bot move after a human's 2-5 s.
 * - B games against the Novice bot (the rule bot, no search) at the same pace: the control, the same traffic
 *   (bot moves stored, viewed and patched) without the search.
 * - PROBES human-against-human probe games, each making one action every PROBE_PACE_MS (so they measure the
 *   node's answer, not a queue of their own): every action's time from emit to the update that moves the
 *   acting player's view on is a sample. A finished probe game is replaced by one between two new players;
 *   a finished bot game by a new one for the same player.
 * Windows of WINDOW_S take turns: no bot game answers ("off"), only the Novice games answer ("novice"), only
 * the Expert games answer ("expert"). The first SETTLE_S seconds of a window are not counted (the window
 * before's queued searches end in them). All three conditions share the machine's load over the run:
 * expert - novice is what the search costs other games, expert - off adds the bot games' traffic.
 * Prints p50 and p99 of each condition and the rises of p99, each with a bootstrap 95% interval.
 *
 * Usage: npx tsx bench/botLoad.ts [botGames=50] [seconds=60] [humanMs=2000-5000] [--port 4140] [--dump samples.json] [--cpu-prof DIR] [--bot-delay MS]
 * The bot pauses between the clicks of a move as on a real node (config BOT_DELAY_MS, 600 ms) unless
 * --bot-delay says otherwise: with 0, a planned move's clicks arrive back to back, a burst no real game makes.
 * (--dump writes every sample with its condition and time, to see whether a tail is one stall or many.)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GameView } from '../src/protocol/game';
import { GameSocket, Lobby, type Tally } from './load/clients';
import type { Account } from './load/driver';
import { chooseAction, rng } from './load/policy';
import { spawnServer } from './load/spawnServer';
import { startStallMonitor, stallsDuring, type StallReport } from './load/stallMonitor';
import { quantile } from './balance/stats';
import { CONDITIONS, conditionLine, lengthenedByOwnStall, p99Rise, windowsOf, type Condition, type Sample } from './botLoad/windowStats';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { port: { type: 'string', default: '4140' }, dump: { type: 'string' }, 'cpu-prof': { type: 'string' }, 'bot-delay': { type: 'string' } } });
const BOT_GAMES = Number(positionals[0] ?? 50);
const SECONDS = Number(positionals[1] ?? 60);
const PROBES = 8;
/** The human side of a bot game answers after a uniform draw from this range (ms): load.ts's human pace. */
const [HUMAN_MIN, HUMAN_MAX] = (positionals[2] ?? '2000-5000').split('-').map(Number);
const PROBE_PACE_MS = 400;
const WINDOW_S = 10;
/** Not counted at a window's start: the moves queued in the window before are thought within ~2 s (bots/budget.ts). */
const SETTLE_S = 3;
/** Players' actions before they concede: high, so games end by play (a bot game's human mostly loses). */
const CAP = 400;
const seed = Math.floor(Math.random() * 2 ** 31);
const random = rng(seed);
const humanPause = () => HUMAN_MIN + random() * (HUMAN_MAX - HUMAN_MIN);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

let active: Condition = 'off';
let activeWindow = 0;
let measuring = false;
let stop = false;
/** Every counted sample: `at` is when its update came (epoch ms), so `at - ms` is when the action was sent. */
const timeline: Sample[] = [];
const countsLine = () => CONDITIONS.map((c) => `${c} ${timeline.filter((t) => t.condition === c).length}`).join(', ');
/** This process's own stalls: a probe's sample is measured here, so a stall here lengthens it without the node. */
const clientStalls = startStallMonitor();
const tally: Tally = { disconnects: 0, errors: [] };
let humanMoves = 0;
let botGamesPlayed = 0;
let probeGamesPlayed = 0;

/** The next view whose stateId is past `from` (resolves with null after `ms`). */
function viewAfter(s: GameSocket, from: number, ms: number): Promise<GameView | null> {
  if (s.view && s.view.stateId > from) return Promise.resolve(s.view);
  return s.next<unknown>('gamepatch', () => !!s.view && s.view.stateId > from, ms).then(
    () => s.view,
    () => (s.view && s.view.stateId > from ? s.view : null),
  );
}

/** A lobby game started (bench/load/clients.ts Lobby.startGame); resolves with its players' game sockets. */
async function startGame(lobby: Lobby, name: string, options: Record<string, unknown>, joiner?: Lobby): Promise<GameSocket[]> {
  const handoffs = await lobby.startGame(name, options, joiner);
  return Promise.all(handoffs.map((h) => GameSocket.connect(h, tally)));
}

/** One player against a bot of `level`, game after game; it answers only while its level's window is on. */
async function botSeat(account: Account, i: number, level: 'novice' | 'expert'): Promise<void> {
  const lobby = await Lobby.connect(lobbyUrl, account.token, tally);
  const r = rng(seed + i);
  for (let round = 0; !stop; round++) {
    const [game] = await startGame(lobby, `bot ${i}.${round}`, { vsBot: true, botLevel: level });
    botGamesPlayed++;
    let acted = 0;
    while (!stop && game.view && !game.view.winner) {
      const view = game.view;
      const mine = active === level ? chooseAction(view, r, acted, CAP) : null;
      if (!mine) {
        await viewAfter(game, view.stateId, 500);
        continue;
      }
      await wait(humanPause());
      if (stop || game.view !== view || active !== level) continue;
      const ack = await game.emit('game', { action: { ...mine, stateId: view.stateId } });
      if (ack.success) {
        acted++;
        humanMoves++;
      }
    }
    if (stop) return game.close();
    await game.leave();
    game.close();
  }
  lobby.close();
}

/** Probe games, one after another, each between two new players; every action timed. */
async function probeSeat(accounts: () => [Account, Account], i: number): Promise<void> {
  const r = rng(seed + 100_000 + i);
  while (!stop) {
    const [ua, ub] = accounts();
    const [la, lb] = await Promise.all([Lobby.connect(lobbyUrl, ua.token, tally), Lobby.connect(lobbyUrl, ub.token, tally)]);
    const players = await startGame(la, `probe ${ua.username}`, {}, lb);
    probeGamesPlayed++;
    const acted = new Map<GameSocket, number>();
    while (!stop && !players.some((p) => p.view?.winner)) {
      const choice = players.map((p) => ({ p, a: p.view ? chooseAction(p.view, r, acted.get(p) ?? 0, CAP) : null })).find((c) => c.a);
      if (!choice) {
        await Promise.race(players.map((p) => viewAfter(p, p.view?.stateId ?? 0, 500)));
        continue;
      }
      const { p, a } = choice;
      const from = p.view!.stateId;
      const t0 = performance.now();
      const condition = active;
      const counted = measuring;
      const seen = viewAfter(p, from, 15_000).then((v) => (v ? performance.now() : null));
      const ack = await p.emit('game', { action: { ...a!, stateId: from } });
      if (!ack.success) continue;
      acted.set(p, (acted.get(p) ?? 0) + 1);
      const at = await seen;
      if (at === null) tally.errors.push(`probe ${i}: an acknowledged action's update never came`);
      // A sample counts only if the whole action ran inside one window.
      else if (counted && measuring && condition === active) {
        timeline.push({ condition, window: activeWindow, ms: at - t0, at: Date.now() });
      }
      await wait(Math.max(0, PROBE_PACE_MS - (performance.now() - t0)));
    }
    for (const p of players) p.close();
    la.close();
    lb.close();
  }
}

let lobbyUrl = '';

/**
 * What the slow samples overlapped: a stall of the server's event loop (the node's own latency), a stall of
 * this process's loop (the measurement's: the probe could not read its update on time), or neither (the
 * message waited elsewhere: the socket, the kernel, the CPU queue). Also p99 without the samples the bench's
 * own stalls lengthened by over half their time (windowStats.ts), a measurement of the node alone.
 */
function printStallAccount(server: StallReport, client: StallReport, rise: (a: Condition, b: Condition) => string): void {
  const offMs = timeline.filter((t) => t.condition === 'off').map((t) => t.ms);
  const spanOf = (t: (typeof timeline)[number]) => [t.at - t.ms, t.at] as const;
  const slowFrom = quantile(offMs, 0.95);
  const slow = timeline.filter((t) => t.ms >= slowFrom);
  const overlaps = (r: StallReport) => slow.filter((t) => stallsDuring(r, ...spanOf(t)).overlapMs > 0).length;
  const inRun = <T extends { at: number; ms: number }>(xs: T[]) => xs.filter((s) => s.at >= runStart);
  const summed = (xs: { ms: number }[]) => xs.reduce((n, s) => n + s.ms, 0).toFixed(0);
  console.log(`stalls in the windows (event loop late > 15 ms): server ${inRun(server.stalls).length} (${summed(inRun(server.stalls))} ms), this bench ${inRun(client.stalls).length} (${summed(inRun(client.stalls))} ms); server collections over 2 ms: ${inRun(server.gcs).length} (${summed(inRun(server.gcs))} ms)`);
  console.log(`samples at or over the no-bot p95 (${slowFrom.toFixed(1)} ms): ${slow.length}; overlapping a server stall ${overlaps(server)}, a stall of this bench ${overlaps(client)}`);
  // The run's own stalls only (not the server's start and the bot games' set-up before the first window).
  const biggest = server.stalls.filter((s) => s.at >= runStart).sort((a, b) => b.ms - a.ms).slice(0, 8);
  for (const s of biggest) {
    const gcs = stallsDuring(server, s.at, s.at + s.ms).gcs.map((g) => `${g.kind} ${g.ms.toFixed(0)} ms`);
    const hit = timeline.filter((t) => stallsDuring({ ...server, stalls: [s], gcs: [] }, ...spanOf(t)).overlapMs > 0);
    console.log(`  server stall ${s.ms.toFixed(0)} ms at +${((s.at - runStart) / 1000).toFixed(1)} s: ${hit.length} samples (${[...new Set(hit.map((t) => t.condition))].join(', ') || 'none counted'}); collections: ${gcs.join(', ') || 'none'}`);
  }
  // The measurement's own stalls removed: samples whose time was mostly this process being late.
  const clean = windowsOf(timeline, (t) => !lengthenedByOwnStall(t, client));
  for (const c of CONDITIONS) console.log(`without this bench's stalls, ${conditionLine(clean, c, random)}`);
  const cleanRise = (a: Condition, b: Condition) => p99Rise(clean, a, b, random);
  console.log(`p99 rise ms without this bench's stalls: Expert over none ${cleanRise('expert', 'off')} (with them: ${rise('expert', 'off')}); Expert over Novice ${cleanRise('expert', 'novice')}`);
}
let runStart = Date.now();

async function main() {
  const server = await spawnServer({ port: values.port!, seed, cpuProfDir: values['cpu-prof'], env: values['bot-delay'] ? { BOT_DELAY_MS: values['bot-delay'] } : {} });
  lobbyUrl = server.url;
  try {
    const stamp = seed.toString(36);
    const botAccounts = await server.seed(`bl${stamp}`, 2 * BOT_GAMES);
    // Probe players are used once each. A probe game lasts about 20 s at this pace (300 s gave 14 a probe
    // and ran out at 2 per probe per 30 s): 2 per probe per 10 s, so a faster server never runs out.
    const probeAccounts = await server.seed(`pb${stamp}`, 2 * PROBES * Math.ceil(SECONDS / 10 + 4));
    let nextProbe = 0;
    const probePair = (): [Account, Account] => {
      if (nextProbe + 2 > probeAccounts.length) throw new Error('out of probe accounts');
      return [probeAccounts[nextProbe++], probeAccounts[nextProbe++]];
    };
    console.log(`seed ${seed}; server ${server.url} (pid ${server.pid}); ${BOT_GAMES} Expert + ${BOT_GAMES} Novice bot games, ${PROBES} probes`);
    const seats = botAccounts.map((a, i) =>
      wait(i * 100)
        .then(() => botSeat(a, i, i % 2 === 0 ? 'expert' : 'novice'))
        .catch((err: unknown) => void tally.errors.push(`bot seat ${i}: ${(err as Error).message}`)),
    );
    // Let every bot game start before the first window.
    await wait(botAccounts.length * 100 + 3000);
    const probes = Array.from({ length: PROBES }, (_, i) => probeSeat(probePair, i).catch((err: unknown) => void tally.errors.push(`probe ${i}: ${(err as Error).message}`)));
    const started = Date.now();
    runStart = started;
    for (let w = 0; (Date.now() - started) / 1000 < SECONDS; w++) {
      active = CONDITIONS[w % 3];
      activeWindow = w;
      measuring = false;
      await wait(SETTLE_S * 1000);
      measuring = true;
      await wait((WINDOW_S - SETTLE_S) * 1000);
      console.error(`window ${w} ${active}: samples ${countsLine()}; human moves ${humanMoves}`);
    }
    stop = true;
    measuring = false;
    await Promise.race([Promise.all([...seats, ...probes]), wait(20_000)]);
    console.log(`bot games: ${BOT_GAMES} seats against Expert and ${BOT_GAMES} against Novice (${botGamesPlayed} games), human moves in them ${humanMoves}, human answer ${HUMAN_MIN}-${HUMAN_MAX} ms`);
    console.log(`probe games: ${PROBES} at a time (${probeGamesPlayed} played), one action per ${PROBE_PACE_MS} ms each; windows of ${WINDOW_S} s (the first ${SETTLE_S} s not counted), ${SECONDS} s in all`);
    console.log(`errors ${tally.errors.length}${tally.errors.length ? ` (first: ${tally.errors[0]})` : ''}, disconnects ${tally.disconnects}`);
    console.log(`samples: ${countsLine()}`);
    const all = windowsOf(timeline);
    for (const c of CONDITIONS) console.log(conditionLine(all, c, random));
    const rise = (a: Condition, b: Condition) => p99Rise(all, a, b, random);
    console.log(`p99 rise ms, Expert games over Novice games (the search): ${rise('expert', 'novice')}`);
    console.log(`p99 rise ms, Expert games over none (search and traffic; issue 18's limit: 10): ${rise('expert', 'off')}; Novice over none (traffic): ${rise('novice', 'off')}`);
    const serverStalls = await server.stalls();
    const client = clientStalls.report();
    printStallAccount(serverStalls, client, rise);
    if (values.dump) writeFileSync(values.dump, JSON.stringify({ seed, timeline, serverStalls, clientStalls: client }));
  } finally {
    await server.stop();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
