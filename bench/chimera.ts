/**
 * The solo chimera's tiers against the standard bot (issue 17): for each tier, GAMES games of the
 * bot playing each precon in turn against the chimera, on fresh random seeds (printed, so a run can be
 * repeated with --seed). Prints the chimera's win rate with its 95% Wilson interval and the targets.
 * Usage: npx tsx bench/chimera.ts [games per tier=120] [--seed N] [--tier id]
 */
import { randomInt } from 'node:crypto';
import { chimeraTiers, playBotGame, precons, soloSetup } from '../src/engine';

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GAMES = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 120);
const only = opt('--tier');

/** 95% Wilson score interval of k wins in n games. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const targets: Record<string, string> = { ember: 'bot wins 75%+ (chimera <= 25%)', blaze: 'chimera 40-60%', inferno: 'chimera 60%+' };

for (const tier of chimeraTiers.filter((t) => !only || t.chimeraTier === only)) {
  const base = Number(opt('--seed') ?? randomInt(2 ** 31));
  const started = Date.now();
  let wins = 0;
  const byPrecon = precons.map(() => 0);
  let rounds = 0;
  for (let g = 0; g < GAMES; g++) {
    const a = g % precons.length;
    const setup = soloSetup(a, tier.chimeraTier, base + g);
    const { state } = playBotGame(setup, 5000);
    rounds += state.round;
    if (state.winner === setup.players[1].name) {
      wins++;
      byPrecon[a]++;
    }
  }
  const [lo, hi] = wilson(wins, GAMES);
  const per = precons.map((p, i) => `${p.id} ${byPrecon[i]}/${Math.ceil((GAMES - i) / precons.length)}`).join(', ');
  console.log(`${tier.tierName.padEnd(8)} chimera wins ${wins}/${GAMES} = ${pct(wins / GAMES)} [95% ${pct(lo)}-${pct(hi)}]  target: ${targets[tier.chimeraTier] ?? '-'}`);
  console.log(`         seeds ${base}..${base + GAMES - 1}, ${(rounds / GAMES).toFixed(1)} rounds/game, ${((Date.now() - started) / 1000).toFixed(0)} s; chimera wins by precon: ${per}`);
}
