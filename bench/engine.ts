/**
 * Engine figures: speed (steps/s, p50/p95 ms per step, view size and build time) and the design
 * goals of GAME-BRIEF.md measured over bot games (rounds, first-player wins, precon matchups,
 * card impact). Usage: npx tsx bench/engine.ts [games=384] [--cards N]
 */
import { performance } from 'node:perf_hooks';
import { createGame, applyAction, botAction, awaitedPlayer, viewFor, precons, preconSetup, cardById } from '../src/engine';
import type { GameState } from '../src/engine';
import type { GameSetup } from '../src/protocol/game';

const args = process.argv.slice(2);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 384);
const cardsIdx = args.indexOf('--cards');
const CARD_GAMES = cardsIdx >= 0 ? Number(args[cardsIdx + 1] ?? 24) : 0;

interface Result { winner: string; first: string; rounds: number; steps: number; state: GameState }

function play(setup: GameSetup, times?: number[]): Result {
  let s = createGame(setup);
  const first = s.firstPlayer;
  let steps = 0;
  while (!s.winner && steps < 3000) {
    const who = awaitedPlayer(s)!;
    const t0 = performance.now();
    const a = botAction(s, who)!;
    const t1 = performance.now();
    const r = applyAction(s, who, a);
    const t2 = performance.now();
    if (!r.ok) throw new Error(r.reason);
    times?.push(t2 - t1);
    void t0;
    s = r.state;
    steps++;
  }
  return { winner: s.winner ?? '', first, rounds: s.round, steps, state: s };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const n = precons.length;
const pairs: [number, number][] = [];
for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) pairs.push([a, b]);

const times: number[] = [];
const rounds: number[] = [];
let firstWins = 0;
const wins = Array.from({ length: n }, () => Array(n).fill(0));
const played = Array.from({ length: n }, () => Array(n).fill(0));
const start = performance.now();
let totalSteps = 0;
let lastState: GameState | null = null;
for (let g = 0; g < GAMES; g++) {
  const [a, b] = pairs[g % pairs.length];
  const r = play(preconSetup(a, b, `bench-${g}`), times);
  totalSteps += r.steps;
  rounds.push(r.rounds);
  if (r.winner === r.first) firstWins++;
  const aWon = r.winner === 'alpha';
  wins[a][b] += aWon ? 1 : 0;
  wins[b][a] += aWon ? 0 : 1;
  played[a][b]++;
  played[b][a]++;
  if (g === 0) lastState = r.state;
}
const elapsed = performance.now() - start;
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
console.log(`applyAction: ${(times.length / (applyTotal / 1000)).toFixed(0)} steps/s, p50 ${pct(times, 0.5).toFixed(3)} ms, p95 ${pct(times, 0.95).toFixed(3)} ms, max ${Math.max(...times).toFixed(2)} ms`);
console.log(`view: ${bytes} bytes (JSON, mid-game), build ${viewMs.toFixed(3)} ms`);
console.log('');
console.log('## Design goals');
console.log(`rounds per game: p10 ${pct(rounds, 0.1)}, p50 ${pct(rounds, 0.5)}, p90 ${pct(rounds, 0.9)}, mean ${(rounds.reduce((x, y) => x + y, 0) / rounds.length).toFixed(2)}; within 4-8: ${((100 * rounds.filter((r) => r >= 4 && r <= 8).length) / rounds.length).toFixed(0)}%`);
console.log(`first player wins ${((100 * firstWins) / GAMES).toFixed(1)}% (goal 45-55%)`);
console.log('precon win rates (row vs column, goal 35-65%):');
console.log(''.padEnd(22) + precons.map((p) => p.id.slice(0, 10).padStart(11)).join(''));
for (let a = 0; a < n; a++) console.log(precons[a].id.padEnd(22) + wins[a].map((w, b) => (a === b ? '-' : `${((100 * w) / Math.max(1, played[a][b])).toFixed(0)}%`).padStart(11)).join(''));
void lastState;

if (CARD_GAMES > 0) {
  // Card impact: swap both copies of a card for Tavern Brawlers and compare the deck's win rate.
  console.log('');
  console.log(`card impact (win rate with the card minus without, ${CARD_GAMES} games each way per card, goal within ±10 points):`);
  for (let d = 0; d < n; d++) {
    const deck = precons[d];
    const rate = (cards: typeof deck.cards, tag: string) => {
      let w = 0;
      for (let g = 0; g < CARD_GAMES; g++) {
        const opp = (d + 1 + (g % (n - 1))) % n;
        const setup = preconSetup(d, opp, `impact-${tag}-${g}`);
        setup.players[0] = { ...setup.players[0], deck: { ...deck, cards } };
        if (play(setup).winner === 'alpha') w++;
      }
      return (100 * w) / CARD_GAMES;
    };
    const base = rate(deck.cards, `${deck.id}-base`);
    const parts = deck.cards.map((c) => {
      const without = deck.cards.map((x) => (x.id === c.id ? { id: 'tavern-brawler', count: x.count } : x));
      return `${cardById[c.id].name} ${(base - rate(without, `${deck.id}-${c.id}`)).toFixed(0)}`;
    });
    console.log(`${deck.id} (base ${base.toFixed(0)}%): ${parts.join(', ')}`);
  }
}
