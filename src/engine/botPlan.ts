import type { GameAction } from '../protocol/game';
import type { GameState } from './types';
import { applyAction } from './apply';

/**
 * A search level decides a whole move (search/macros.ts: an attack is its attackers, its target and the
 * confirm), then plays it one click at a time. The rest of the chosen move is held where the game lives
 * (the game node, the practice page) and played click by click while nothing else happens, instead of
 * searching again before every click: one search per decision, not one per click.
 */
export interface BotMove {
  action: GameAction | null;
  /** The clicks after `action` that complete the move the bot chose (empty for a one-click move). */
  rest: GameAction[];
}

/** A move of one click (the rule levels, answers to requests, the fallback): nothing to hold. */
export const oneClick = (action: GameAction | null | undefined): BotMove => ({ action: action ?? null, rest: [] });

/** The rest of a bot's move, waiting for the state its first click leads to. */
export interface HeldPlan {
  seat: string;
  stateId: number;
  rest: GameAction[];
}

/**
 * What to hold once `seat`'s move is applied to `before`: every accepted action moves stateId on by one
 * (apply.ts), so the plan goes on only if the next state the game is in is the one its own click made.
 */
export function planAfter(seat: string, before: GameState, move: BotMove): HeldPlan | null {
  return move.action && move.rest.length ? { seat, stateId: before.stateId + 1, rest: move.rest } : null;
}

/**
 * The plan's next click, as a move whose rest is what remains, when the game is still where the plan
 * left it and the engine accepts the click there; otherwise null (the caller asks the bot afresh).
 */
export function plannedMove(plan: HeldPlan | null, s: GameState, seat: string): BotMove | null {
  if (!plan || plan.seat !== seat || plan.stateId !== s.stateId || !plan.rest.length) return null;
  const [next, ...rest] = plan.rest;
  return applyAction(s, seat, next).ok ? { action: next, rest } : null;
}
