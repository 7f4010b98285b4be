/**
 * One worker's share of the load: each slot is two players (and maybe a spectator) who, over and over,
 * create a game in the lobby, join, choose decks, start, take the handoff to the game socket, play it
 * to the end at a human pace with the policy of policy.ts, then alternately rematch or leave.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Handoff } from '../../src/protocol/sockets';
import { GameSocket, Lobby, type Tally } from './clients';
import { chooseAction, rng, type Rng } from './policy';

export type Account = { username: string; token: string };
export type Slot = { a: Account; b: Account; spectator?: Account };
export type DriveOptions = {
  url: string;
  /** The pause before each action of a game, drawn uniformly from [min, max] ms. */
  paceMs: [number, number];
  durationMs: number;
  /** Players arrive over this long (ms): each slot starts at a uniform random moment of it (at least one pace interval). */
  rampMs?: number;
  seed: number;
  /** Actions per player before it concedes (so every game ends). */
  cap?: number;
  /**
   * Game sockets come back by themselves after their node went away (bench/clusterLoad.ts kills one), and
   * an action left unanswered by a node that died is counted as `unanswered`, not as an error.
   */
  reconnect?: boolean;
};

export type DriveStats = {
  latencies: number[];
  /** When each latency was measured (epoch ms), so the parent can keep the steady part only. */
  latencyAt: number[];
  /** When this worker's last slot started its first game (epoch ms): the end of the ramp. */
  rampEnd: number;
  patchBytes: number[];
  firstViewBytes: number[];
  updates: number;
  acked: number;
  refused: number;
  stale: number;
  lost: number;
  resyncs: number;
  gamesStarted: number;
  gamesFinished: number;
  rematches: number;
  /** Actions sent whose answer never came (their node was killed): neither acknowledged nor refused. */
  unanswered: number;
  /** Acknowledged actions per game id (the suite checks them against the stored rows). */
  ackedByGame: Record<string, number>;
  disconnects: number;
  errors: string[];
  /** Each worker's own event-loop delay (ms) over its run: a busy generator reads every update late and inflates the latencies. */
  loopDelay: { p50: number; p99: number; max: number }[];
};

export function emptyStats(): DriveStats {
  return { latencies: [], latencyAt: [], rampEnd: 0, patchBytes: [], firstViewBytes: [], updates: 0, acked: 0, refused: 0, stale: 0, lost: 0, resyncs: 0, gamesStarted: 0, gamesFinished: 0, rematches: 0, unanswered: 0, ackedByGame: {}, disconnects: 0, errors: [], loopDelay: [] };
}

/** A promise awaited later: its rejection is the awaiting code's to handle, not an unhandled one meanwhile. */
function settled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs every slot until the duration is up; resolves with what was measured. */
export async function drive(slots: Slot[], o: DriveOptions): Promise<DriveStats> {
  const stats = emptyStats();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const tally: Tally = { disconnects: 0, errors: [] };
  const deadline = Date.now() + o.durationMs;
  await Promise.all(
    slots.map(async (slot, i) => {
      // Spread the starts over the ramp, as players arriving: all at once, every arrival's and every new
      // game's message to every lobby socket made a burst no site sees (docs/benchmarks.md, issue 19).
      const r = rng(o.seed + i * 7919);
      await sleep(r() * Math.max(o.paceMs[1], o.rampMs ?? 0));
      try {
        await runSlot(slot, i, o, r, deadline, stats, tally);
      } catch (err) {
        tally.errors.push(`slot ${i}: ${(err as Error).message}`);
      }
    }),
  );
  stats.disconnects = tally.disconnects;
  stats.errors = tally.errors;
  delay.disable();
  stats.loopDelay = [{ p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 }];
  return stats;
}

async function runSlot(slot: Slot, index: number, o: DriveOptions, r: Rng, deadline: number, stats: DriveStats, tally: Tally): Promise<void> {
  const la = await Lobby.connect(o.url, slot.a.token, tally);
  const lb = await Lobby.connect(o.url, slot.b.token, tally);
  const ls = slot.spectator ? await Lobby.connect(o.url, slot.spectator.token, tally) : null;
  let sockets: GameSocket[] = [];
  try {
    let handoffs: [Handoff, Handoff] | null = null;
    for (let round = 0; Date.now() < deadline; round++) {
      if (!handoffs) {
        const [ha, hb] = await la.startGame(`load ${index}.${round}`, {}, lb);
        handoffs = [ha, hb];
      }
      const gameId: string = handoffs[0].gameId;
      const players = await Promise.all(handoffs.map((h) => GameSocket.connect(h, tally, o.reconnect)));
      let spectator: GameSocket | null = null;
      if (ls) {
        const h = settled(ls.next<Handoff>('handoff', (x) => x.gameId === gameId));
        await ls.ok('watchgame', gameId);
        spectator = await GameSocket.connect(await h, tally, o.reconnect);
      }
      sockets = spectator ? [...players, spectator] : players;
      stats.gamesStarted++;
      if (round === 0) stats.rampEnd = Math.max(stats.rampEnd, Date.now());
      await play(gameId, players, o, r, deadline, stats);
      const finished = players.every((p) => p.view?.winner);
      if (finished) stats.gamesFinished++;
      for (const s of sockets) collect(s, stats);
      handoffs = null;
      if (finished && round % 2 === 0 && Date.now() < deadline) {
        // Rematch: both ask on the game socket; the lobby starts the new game and hands each player to it.
        const next = [settled(la.next<Handoff>('handoff', (h) => h.gameId !== gameId)), settled(lb.next<Handoff>('handoff', (h) => h.gameId !== gameId))] as const;
        await Promise.all(players.map((p) => p.emit('rematch', 'rematch')));
        handoffs = [await next[0], await next[1]];
        stats.rematches++;
      } else if (Date.now() < deadline) {
        // In cluster mode the lobby hears of the leave later, through the node events stream: a new game
        // asked for before that is refused ('You are already in a game'), so wait for the lobby's word.
        const cleared = o.reconnect ? [la, lb].map((l) => settled(l.next('cleargamestate'))) : [];
        // The node drops the socket on leaving (before any ack), so wait for that instead.
        await Promise.all(players.map((p) => p.leave()));
        await Promise.all(cleared.map((c) => c.catch(() => undefined)));
      }
      for (const s of sockets) s.close();
      // The lobby may have let the spectator go with the game already ('You are not in a game').
      if (spectator) await ls!.emit('leavegame');
      sockets = [];
    }
  } finally {
    for (const s of sockets) {
      collect(s, stats);
      s.close();
    }
    for (const l of [la, lb, ls]) l?.close();
  }
}

/** Bytes and counts of every update a socket received, once (when it leaves its game). */
function collect(s: GameSocket, stats: DriveStats): void {
  stats.updates += s.updates.length;
  stats.resyncs += s.resyncs;
  const first = s.updates.find((u) => u.full);
  if (first) stats.firstViewBytes.push(first.bytes);
  for (const u of s.updates) if (!u.full) stats.patchBytes.push(u.bytes);
  s.updates = [];
  s.resyncs = 0;
}

/** Plays one game at the pace until it has a winner or the run is over. */
async function play(gameId: string, players: GameSocket[], o: DriveOptions, r: Rng, deadline: number, stats: DriveStats): Promise<void> {
  const acted = new Map<GameSocket, number>();
  const cap = o.cap ?? 150;
  while (Date.now() < deadline && !players.some((p) => p.view?.winner)) {
    await sleep(o.paceMs[0] + r() * (o.paceMs[1] - o.paceMs[0]));
    const choices = players.flatMap((p) => {
      const a = p.view ? chooseAction(p.view, r, acted.get(p) ?? 0, cap) : null;
      return a ? [{ p, a }] : [];
    });
    if (!choices.length) {
      // Nobody is asked (a server timer runs, or an update is on its way): wait for the next view.
      await Promise.race(players.map((p) => p.next('gamepatch', () => true, 5000).catch(() => null)));
      continue;
    }
    const { p, a } = choices[Math.floor(r() * choices.length)];
    const from = p.view!.stateId;
    const t0 = performance.now();
    let seenAt = 0;
    const seen = new Promise<void>((resolve) => {
      p.onView = (v) => {
        if (v.stateId > from) {
          seenAt = performance.now();
          p.onView = null;
          resolve();
        }
      };
    });
    const ack = await p.emit('game', { action: { ...a, stateId: from } }).catch((err: unknown) => {
      if (!o.reconnect) throw err;
      return null;
    });
    if (!ack) {
      p.onView = null;
      stats.unanswered++;
      continue;
    }
    if (!ack.success) {
      p.onView = null;
      if (/stale/i.test(ack.message)) stats.stale++;
      else stats.refused++;
      continue;
    }
    acted.set(p, (acted.get(p) ?? 0) + 1);
    stats.acked++;
    stats.ackedByGame[gameId] = (stats.ackedByGame[gameId] ?? 0) + 1;
    // The update must come: an acknowledged action whose update never arrives is lost.
    const timeout = sleep(15_000).then(() => 'timeout' as const);
    if ((await Promise.race([seen, timeout])) === 'timeout') {
      p.onView = null;
      stats.lost++;
      continue;
    }
    stats.latencies.push(seenAt - t0);
    stats.latencyAt.push(Date.now());
  }
}
