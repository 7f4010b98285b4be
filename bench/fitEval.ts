/**
 * Fits the search's leaf evaluation (src/engine/search/weights.ts) from self-play: the standard
 * bot plays itself over random precon pairings on fresh seeds; every SAMPLE_EVERY-th state of each
 * game is one sample (features from the first seat's side, features.ts) labelled by whether that
 * seat won. A logistic regression without bias (the features are differences, so the model is
 * antisymmetric) is fitted by gradient descent with a small L2 penalty; the weights are printed as
 * the TypeScript to paste into weights.ts, with the held-out accuracy and log loss.
 *
 *   npx tsx bench/fitEval.ts [--games N] [--seed X]
 */
import { randomBytes } from 'node:crypto';
import { playBotGame, preconSetup, precons } from '../src/engine';
import { underRulesOf } from '../src/engine/catalog';
import { FEATURES, features } from '../src/engine/search/features';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GAMES = Number(opt('--games') ?? 120);
const SEED = opt('--seed') ?? randomBytes(6).toString('hex');
const SAMPLE_EVERY = 6;
console.log(`# Leaf evaluation fit: ${GAMES} standard self-play games, seed ${SEED} (repeat with --seed ${SEED})`);

const X: number[][] = [];
const y: number[] = [];
const gameOf: number[] = [];
for (let g = 0; g < GAMES; g++) {
  const a = g % precons.length;
  const b = (g * 3 + 1 + Math.floor(g / precons.length)) % precons.length;
  const setup = preconSetup(a, b, `${SEED}-${g}`);
  const rows: number[][] = [];
  const game = playBotGame(setup, 2000, (s) => {
    if (s.stateId % SAMPLE_EVERY === 0 && !s.winner) rows.push(underRulesOf(setup, () => features(s, s.order[0])));
  });
  if (!game.state.winner) continue;
  const won = game.state.winner === game.state.order[0] ? 1 : 0;
  for (const r of rows) {
    X.push(r);
    y.push(won);
    gameOf.push(g);
  }
  if (g % 20 === 19) process.stderr.write(`  ${g + 1} games, ${X.length} samples\n`);
}

// Hold out every fifth game (whole games: states of one game are not independent).
const train = X.map((_, i) => i).filter((i) => gameOf[i] % 5 !== 0);
const test = X.map((_, i) => i).filter((i) => gameOf[i] % 5 === 0);
// Gradient descent on features scaled to unit spread, then the weights scaled back.
const scale = FEATURES.map((_, j) => Math.sqrt(train.reduce((n, i) => n + X[i][j] ** 2, 0) / train.length) || 1);
const Z = X.map((row) => row.map((x, j) => x / scale[j]));
function fit(l2: number): number[] {
  const v = new Array<number>(FEATURES.length).fill(0);
  for (let epoch = 0; epoch < 1500; epoch++) {
    const grad = v.map((vj) => l2 * vj);
    for (const i of train) {
      const e = sigmoid(Z[i], v) - y[i];
      for (let j = 0; j < v.length; j++) grad[j] += (e * Z[i][j]) / train.length;
    }
    for (let j = 0; j < v.length; j++) v[j] -= 0.5 * grad[j];
  }
  return v;
}
const sigmoid = (row: number[], v: number[]) => 1 / (1 + Math.exp(-row.reduce((z, x, j) => z + x * v[j], 0)));
const score = (idx: number[], v: number[]) => {
  const p = (i: number) => sigmoid(Z[i], v);
  let ok = 0;
  let loss = 0;
  for (const i of idx) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, p(i)));
    ok += (q > 0.5 ? 1 : 0) === y[i] ? 1 : 0;
    loss -= y[i] ? Math.log(q) : Math.log(1 - q);
  }
  return `accuracy ${(ok / idx.length * 100).toFixed(1)}%, log loss ${(loss / idx.length).toFixed(3)} (n=${idx.length})`;
};
// The L2 penalty is chosen by the held-out games' log loss (positions of one game are far from independent).
let best: { l2: number; v: number[]; loss: number } | null = null;
for (const l2 of [0.001, 0.01, 0.03, 0.1, 0.3]) {
  const v = fit(l2);
  const loss = heldOutLoss(v);
  console.log(`L2 ${l2}: train ${score(train, v)}; held out ${score(test, v)}`);
  if (!best || loss < best.loss) best = { l2, v, loss };
}
const w = best!.v.map((vj, j) => vj / scale[j]);
console.log(`chosen L2 ${best!.l2}; ${X.length} samples from ${new Set(gameOf).size} finished games`);
console.log('export const WEIGHTS = {');
console.log(FEATURES.map((f, j) => `  ${f}: ${w[j].toFixed(4)},`).join('\n'));
console.log('};');

function heldOutLoss(v: number[]): number {
  return test.reduce((n, i) => {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(Z[i], v)));
    return n - (y[i] ? Math.log(q) : Math.log(1 - q));
  }, 0) / test.length;
}
