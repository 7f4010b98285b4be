/**
 * One level-against-level game for bench/bot.ts: each move goes through the bot's one door
 * (botInputFor where the game lives, chooseBotPlan where the bot thinks), and the rest of a chosen
 * move is played click by click (engine/botPlan.ts), as on the server.
 */
import type { BotLevel } from '../../src/protocol/bot';
import { applyAction, awaitedPlayer, createGame, preconSetup } from '../../src/engine';
import { botInputFor, chooseBotPlan } from '../../src/engine/botPlayer';
import { planAfter, plannedMove, type HeldPlan } from '../../src/engine/botPlan';
import { rand } from '../../src/engine/search/rand';

/** budgets: ms per decision; iterations: a cap on the search instead (with no clock), for runs on a loaded machine. */
export interface LevelJob { a: number; b: number; seed: string; levels: [BotLevel, BotLevel]; budgets: [number | undefined, number | undefined]; iterations?: [number | undefined, number | undefined] }
export interface LevelRecord { winner: number; steps: number; rounds: number; moveMs: [number, number]; moves: [number, number] }

const MAX_STEPS = 3000;

export function playLevels(job: LevelJob): LevelRecord {
  let s = createGame(preconSetup(job.a, job.b, job.seed));
  const r = rand(Number.parseInt(job.seed.slice(-8), 16) || 1);
  const moveMs: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  let steps = 0;
  let plan: HeldPlan | null = null;
  while (!s.winner && steps < MAX_STEPS) {
    const who = awaitedPlayer(s);
    if (!who) break;
    const seat = s.order.indexOf(who);
    const t0 = performance.now();
    const move = plannedMove(plan, s, who) ?? chooseBotPlan(inputFor(job, s, who, seat, r.int(2 ** 32)));
    moveMs[seat] += performance.now() - t0;
    plan = planAfter(who, s, move);
    const a = move.action;
    moves[seat]++;
    if (!a) throw new Error(`${job.levels[seat]} bot has no move (game ${job.seed}, step ${steps})`);
    const res = applyAction(s, who, a);
    if (!res.ok) throw new Error(`${job.levels[seat]} bot move refused: ${res.reason} ${JSON.stringify(a)} (game ${job.seed}, step ${steps})`);
    s = res.state;
    steps++;
  }
  return { winner: s.winner ? s.order.indexOf(s.winner) : -1, steps, rounds: s.round, moveMs, moves };
}

function inputFor(job: LevelJob, s: Parameters<typeof botInputFor>[0], who: string, seat: number, seed: number) {
  const input = botInputFor(s, who, job.levels[seat], seed);
  if (job.budgets[seat] !== undefined) input.budgetMs = job.budgets[seat];
  const cap = job.iterations?.[seat];
  if (cap !== undefined) {
    input.maxIterations = cap;
    input.budgetMs = 1e9;
  }
  return input;
}
