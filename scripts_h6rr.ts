import { playBotGame, preconSetup } from '../work/wt/h6/src/engine/simulate';
import { precons } from '../work/wt/h6/src/engine/catalog';
const per = Number(process.argv[2] ?? 2);
const base = Number(process.argv[3] ?? Date.now() % 100000);
console.log('seed base', base, 'precons', precons.map((p) => p.id).join(','));
const wins: Record<string, number> = {}, games: Record<string, number> = {};
let rounds = 0, n = 0, unfinished = 0;
const t0 = Date.now();
for (let a = 0; a < precons.length; a++) for (let b = 0; b < precons.length; b++) {
  if (a === b) continue;
  for (let k = 0; k < per; k++) {
    const g = playBotGame(preconSetup(a, b, base + k * 7919 + a * 31 + b), 4000);
    const w = g.state.winner;
    n++; rounds += g.state.round;
    if (!w) { unfinished++; continue; }
    for (const [i, name] of [[a, 'alpha'], [b, 'beta']] as const) { games[precons[i].id] = (games[precons[i].id] ?? 0) + 1; if (w === name) wins[precons[i].id] = (wins[precons[i].id] ?? 0) + 1; }
  }
}
for (const id of Object.keys(games)) console.log(id.padEnd(22), ((100 * (wins[id] ?? 0)) / games[id]).toFixed(0) + '%', games[id]);
console.log('games', n, 'unfinished', unfinished, 'avg rounds', (rounds / n).toFixed(1), 'ms', Date.now() - t0);
