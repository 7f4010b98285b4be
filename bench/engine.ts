/**
 * Engine figures: speed (steps/s, p50/p95 ms per step, view size and build time) and the design
 * goals of GAME-BRIEF.md measured over bot games: rounds per game, first-player wins, the precon
 * matchup matrix, how often the early leader goes on to win (the comeback figure) and, with
 * --cards N, each card's impact on its deck's win rate.
 * Usage: npx tsx bench/engine.ts [games=1000] [--cards N] [--no-speed]
 */
import { performance } from 'node:perf_hooks';
import { createGame, applyAction, botAction, awaitedPlayer, viewFor, precons, preconSetup, cardById } from '../src/engine';
import type { GameState } from '../src/engine';
import type { GameSetup } from '../src/protocol/game';
import { livingChampions, lifeLeft } from '../src/engine/ops';

const args = process.argv.slice(2);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const cardsIdx = args.indexOf('--cards');
const CARD_GAMES = cardsIdx >= 0 ? Number(args[cardsIdx + 1] ?? 200) : 0;
const SPEED = !args.includes('--no-speed');

/** Who is ahead at the end of a round: more living champions, then more champion life left. */
function leaderOf(s: GameState): string | null {
  const [a, b] = s.order;
  const score = (n: string) => {
    const ch = livingChampions(s, n);
    return ch.length * 1000 + ch.reduce((x, c) => x + lifeLeft(c), 0);
  };
  const d = score(a) - score(b);
  return d > 0 ? a : d < 0 ? b : null;
}

interface Result { winner: string; first: string; rounds: number; steps: number; leaders: (string | null)[]; champs: Record<string, number>[] }

function play(setup: GameSetup, times?: number[]): Result {
  let s = createGame(setup);
  const first = s.firstPlayer;
  let steps = 0;
  // leaders[r] = who led at the end of round r (after recover), r from 1.
  const leaders: (string | null)[] = [null];
  const champs: Record<string, number>[] = [{}];
  let round = s.round;
  while (!s.winner && steps < 3000) {
    const who = awaitedPlayer(s)!;
    const a = botAction(s, who)!;
    const t1 = performance.now();
    const r = applyAction(s, who, a);
    const t2 = performance.now();
    if (!r.ok) throw new Error(r.reason);
    times?.push(t2 - t1);
    s = r.state;
    steps++;
    if (s.round !== round && !s.winner) {
      leaders.push(leaderOf(s));
      champs.push(Object.fromEntries(s.order.map((x) => [x, livingChampions(s, x).length])));
      round = s.round;
    }
  }
  return { winner: s.winner ?? '', first, rounds: s.round, steps, leaders, champs };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (num: number, den: number) => `${((100 * num) / Math.max(1, den)).toFixed(1)}%`;
const n = precons.length;
const pairs: [number, number][] = [];
for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) pairs.push([a, b]);

const times: number[] = [];
const rounds: number[] = [];
let firstWins = 0;
const wins = Array.from({ length: n }, () => Array(n).fill(0));
const played = Array.from({ length: n }, () => Array(n).fill(0));
const comeback = { champLead: 0, r2: 0, r2Won: 0, mid: 0, midWon: 0, decidedEarly: 0, counted: 0 };
const start = performance.now();
let totalSteps = 0;
for (let g = 0; g < GAMES; g++) {
  const [a, b] = pairs[g % pairs.length];
  const r = play(preconSetup(a, b, `bench-${g}`), SPEED ? times : undefined);
  totalSteps += r.steps;
  rounds.push(r.rounds);
  if (r.winner === r.first) firstWins++;
  const aWon = r.winner === 'alpha';
  wins[a][b] += aWon ? 1 : 0;
  wins[b][a] += aWon ? 0 : 1;
  played[a][b]++;
  played[b][a]++;
  // Comeback figures. The leader after round 2 and at the midpoint (round floor(R/2) of an
  // R-round game), and whether the game was decided before its last two rounds: the winner
  // already led at the end of round R-2 and stayed ahead at every round end after it.
  const R = r.rounds;
  if (R > 2 && r.leaders[2] !== undefined && r.leaders[2] !== null) {
    comeback.r2++;
    if (r.leaders[2] === r.winner) comeback.r2Won++;
  }
  const m = Math.floor(R / 2);
  if (m >= 1 && r.leaders[m]) {
    comeback.mid++;
    if (r.leaders[m] === r.winner) comeback.midWon++;
  }
  if (R >= 3) {
    const cnt = r.champs;
    const ahead = (k: number) => { const w = cnt[k]?.[r.winner] ?? 0; const l = Object.entries(cnt[k] ?? {}).find(([x]) => x !== r.winner)?.[1] ?? 0; return w > l; };
    if (ahead(R - 2) && ahead(R - 1)) comeback.champLead++;
    comeback.counted++;
    let early = true;
    for (let k = R - 2; k <= R - 1; k++) if (r.leaders[k] !== r.winner) early = false;
    if (early) comeback.decidedEarly++;
  }
}
const elapsed = performance.now() - start;

if (SPEED) {
  const applyTotal = times.reduce((x, y) => x + y, 0);
  // Views: built for a mid-game state of a longer game, both players and a spectator.
  const mid = (() => {
    let s = createGame(preconSetup(0, 1, 'view-bench'));
    for (let i = 0; i < 80 && !s.winner; i++) {
      const who = awaitedPlayer(s)!;
      const r = applyAction(s, who, botAction(s, who)!);
      if (r.ok) s = r.state;
    }
    return s;
  })();
  const vt0 = performance.now();
  let bytes = 0;
  const VIEWS = 300;
  for (let i = 0; i < VIEWS; i++) bytes = JSON.stringify(viewFor(mid, i % 3 === 2 ? null : mid.order[i % 3])).length;
  const viewMs = (performance.now() - vt0) / VIEWS;
  console.log('## Engine speed');
  console.log(`games ${GAMES}, steps ${totalSteps}, wall ${(elapsed / 1000).toFixed(1)} s (bots included)`);
  console.log(`applyAction: ${(times.length / (applyTotal / 1000)).toFixed(0)} steps/s, p50 ${pct(times, 0.5).toFixed(3)} ms, p95 ${pct(times, 0.95).toFixed(3)} ms, max ${times.reduce((x, y) => Math.max(x, y), 0).toFixed(2)} ms`);
  console.log(`view: ${bytes} bytes (JSON, mid-game), build ${viewMs.toFixed(3)} ms`);
  console.log('');
}
console.log(`## Design goals (${GAMES} games over the ${pairs.length} ordered precon pairings)`);
const hist = new Map<number, number>();
for (const r of rounds) hist.set(r, (hist.get(r) ?? 0) + 1);
const within = rounds.filter((r) => r >= 4 && r <= 8).length;
console.log(`rounds per game: p10 ${pct(rounds, 0.1)}, p50 ${pct(rounds, 0.5)}, p90 ${pct(rounds, 0.9)}, mean ${(rounds.reduce((x, y) => x + y, 0) / rounds.length).toFixed(2)}; within 4-8: ${fmt(within, rounds.length)} (goal: most)`);
console.log(`rounds histogram: ${[...hist].sort((x, y) => x[0] - y[0]).map(([k, v]) => `${k}:${v}`).join(' ')}`);
console.log(`first player (of round one) wins ${fmt(firstWins, GAMES)} (goal 45-55%)`);
console.log(`comeback: the leader after round 2 wins ${fmt(comeback.r2Won, comeback.r2)} of ${comeback.r2} games; the leader at the midpoint wins ${fmt(comeback.midWon, comeback.mid)}`);
console.log(`games decided before their last two rounds (winner ahead at the end of rounds R-2 and R-1): ${fmt(comeback.decidedEarly, comeback.counted)} (goal: under 50%); by a lead of a whole champion: ${fmt(comeback.champLead, comeback.counted)}`);
console.log('precon win rates (row vs column, goal 35-65%):');
console.log(''.padEnd(22) + precons.map((p) => p.id.slice(0, 10).padStart(11)).join(''));
for (let a = 0; a < n; a++) console.log(precons[a].id.padEnd(22) + wins[a].map((w, b) => (a === b ? '-' : `${((100 * w) / Math.max(1, played[a][b])).toFixed(0)}%`).padStart(11)).join(''));

if (CARD_GAMES > 0) {
  // Card impact: swap both copies of a card for Tavern Brawlers and compare the deck's win rate.
  // Both sides of the comparison use the same seeds and opponents, so the noise partly cancels.
  console.log('');
  console.log(`card impact (deck win rate with the card minus with Tavern Brawlers in its place, ${CARD_GAMES} games each way, the deck on both seats; goal within ±10 points):`);
  const all: { name: string; deck: string; delta: number }[] = [];
  for (let d = 0; d < n; d++) {
    const deck = precons[d];
    const rate = (cards: typeof deck.cards) => {
      let w = 0;
      for (let g = 0; g < CARD_GAMES; g++) {
        const opp = (d + 1 + (g % (n - 1))) % n;
        const seat = g % 2;
        const setup = seat === 0 ? preconSetup(d, opp, `impact-${d}-${g}`) : preconSetup(opp, d, `impact-${d}-${g}`);
        setup.players[seat] = { ...setup.players[seat], deck: { ...deck, cards } };
        if (play(setup).winner === setup.players[seat].name) w++;
      }
      return (100 * w) / CARD_GAMES;
    };
    const base = rate(deck.cards);
    const parts = deck.cards.map((c) => {
      const without = deck.cards.map((x) => (x.id === c.id ? { id: 'tavern-brawler', count: x.count } : x));
      const delta = base - rate(without);
      all.push({ name: cardById[c.id].name, deck: deck.id, delta });
      return `${cardById[c.id].name} ${delta >= 0 ? '+' : ''}${delta.toFixed(0)}`;
    });
    console.log(`${deck.id} (base ${base.toFixed(0)}%): ${parts.join(', ')}`);
  }
  const worst = all.reduce((x, y) => (Math.abs(y.delta) > Math.abs(x.delta) ? y : x));
  const se = Math.sqrt((2 * 0.25) / CARD_GAMES) * 100;
  console.log(`largest swing: ${worst.name} in ${worst.deck} ${worst.delta >= 0 ? '+' : ''}${worst.delta.toFixed(1)} points; ${all.filter((x) => Math.abs(x.delta) > 10).length} of ${all.length} beyond ±10 (one standard error of a swing is about ${se.toFixed(1)} points before the shared seeds)`);
}
