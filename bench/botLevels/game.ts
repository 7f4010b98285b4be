/**
 * One level-against-level game for bench/bot.ts: each move goes through the bot's one door
 * (botInputFor where the game lives, chooseBotMove where the bot thinks), as on the server.
 */
import type { BotLevel } from '../../src/protocol/bot';
import { applyAction, awaitedPlayer, createGame, preconSetup } from '../../src/engine';
import { botInputFor, chooseBotMove } from '../../src/engine/botPlayer';
import { rand } from '../../src/engine/search/rand';

export interface LevelJob { a: number; b: number; seed: string; levels: [BotLevel, BotLevel]; budgets: [number | undefined, number | undefined] }
export interface LevelRecord { winner: number; steps: number; rounds: number; moveMs: [number, number]; moves: [number, number] }

const MAX_STEPS = 3000;

export function playLevels(job: LevelJob): LevelRecord {
  let s = createGame(preconSetup(job.a, job.b, job.seed));
  const r = rand(Number.parseInt(job.seed.slice(-8), 16) || 1);
  const moveMs: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  let steps = 0;
  while (!s.winner && steps < MAX_STEPS) {
    const who = awaitedPlayer(s);
    if (!who) break;
    const seat = s.order.indexOf(who);
    const input = botInputFor(s, who, job.levels[seat], r.int(2 ** 32));
    if (job.budgets[seat] !== undefined) input.budgetMs = job.budgets[seat];
    const t0 = performance.now();
    const a = chooseBotMove(input);
    moveMs[seat] += performance.now() - t0;
    moves[seat]++;
    if (!a) throw new Error(`${job.levels[seat]} bot has no move (game ${job.seed}, step ${steps})`);
    const res = applyAction(s, who, a);
    if (!res.ok) throw new Error(`${job.levels[seat]} bot move refused: ${res.reason} ${JSON.stringify(a)} (game ${job.seed}, step ${steps})`);
    s = res.state;
    steps++;
  }
  return { winner: s.winner ? s.order.indexOf(s.winner) : -1, steps, rounds: s.round, moveMs, moves };
}
