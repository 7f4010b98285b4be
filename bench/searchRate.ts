/**
 * How many search iterations a level makes in its time budget on this machine (issue 18), so that
 * bench/bot.ts can play the levels by iteration count (--strong-iters, --expert-iters) on a loaded
 * machine and still measure them as they play on an idle core. States: every 6th decision of the
 * searching seat in standard-bot games on fresh seeds (printed). Run it alone, or at the top priority
 * (`nice -n -20`, as root) when other work shares the cores: the figure is iterations per wall second.
 *
 *   npx tsx bench/searchRate.ts [--games 6] [--seed X]
 */
import { randomBytes } from 'node:crypto';
import { applyAction, awaitedPlayer, botAction, createGame, preconSetup, precons } from '../src/engine';
import { botInputFor } from '../src/engine/botPlayer';
import { underRulesOf } from '../src/engine/catalog';
import { search } from '../src/engine/search/mcts';
import { macrosFor } from '../src/engine/search/macros';
import { determinize } from '../src/engine/search/determinize';
import { rand } from '../src/engine/search/rand';
import { SEARCH_BUDGET_MS } from '../src/engine/botLevels';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GAMES = Number(opt('--games') ?? 6);
const SEED = opt('--seed') ?? randomBytes(6).toString('hex');
const r = rand(Number.parseInt(SEED.slice(0, 8), 16) >>> 0);
console.log(`# Search iterations per decision: seed ${SEED} (repeat with --seed ${SEED}), ${GAMES} games`);

const counts: Record<string, number[]> = { strong: [], expert: [] };
for (let g = 0; g < GAMES; g++) {
  let s = createGame(preconSetup(r.int(precons.length), r.int(precons.length), `${SEED}-${g}`));
  for (let step = 0; !s.winner && step < 2000; step++) {
    const who = awaitedPlayer(s)!;
    const input = botInputFor(s, who, 'expert', step);
    const world = underRulesOf(s.setup, () => determinize(input.state, input.pools, rand(step)));
    // A real decision: more than one move open (a single move is played without searching).
    if (step % 6 === 0 && underRulesOf(s.setup, () => macrosFor(world, who).length) > 1) {
      for (const level of ['strong', 'expert'] as const) {
        const found = underRulesOf(s.setup, () => search(input.state, input.pools, who, { budgetMs: SEARCH_BUDGET_MS[level]!, maxIterations: Infinity, seed: step }));
        counts[level].push(found.iterations);
      }
    }
    const res = applyAction(s, who, botAction(s, who)!);
    if (!res.ok) throw new Error(res.reason);
    s = res.state;
  }
}
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
for (const level of ['strong', 'expert'] as const) {
  const xs = counts[level];
  console.log(`${level} (${SEARCH_BUDGET_MS[level]} ms): ${xs.length} decisions, iterations p10 ${q(xs, 0.1)}, median ${q(xs, 0.5)}, p90 ${q(xs, 0.9)}`);
}
