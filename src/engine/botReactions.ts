import type { GameAction } from '../protocol/game';
import type { GameState } from './types';
import { applyAction } from './apply';
import { evaluate } from './evaluate';
import { canPlay, reactionWindowFor } from './play';

type Policy = (s: GameState, me: string) => GameAction | null;

/**
 * What a reaction is worth kept in hand for a later window, on evaluate()'s scale: about what one
 * saves in a window that matters (2 life of a champion is 3). The bot plays a reaction only when it
 * gains at least this much now, so it keeps a reaction that would only trim a small hit for a
 * window where it prevents a larger loss: a champion defeated, the game lost, an attacker kept alive.
 * A simple estimate: it does not count the reactions left in the deck; it falls late in the game (holdValue).
 */
export const HOLD_VALUE = 3;

/**
 * What a reaction kept is worth in round `s.round`: HOLD_VALUE up to round HOLD_FROM_ROUND, then one less each
 * round, down to LATE_HOLD. Emberfall strikes from round 6 (round 7 before rules version 13) and ends most games by
 * round 8, so a reaction kept late is likely never played: with a flat 3, most situational reactions ended the game
 * in hand (Divine Reprisal: 47 of 57 drawn, in bot games of rules version 8), each a card that took a draw's place
 * every round.
 */
export const HOLD_FROM_ROUND = 4;
export const LATE_HOLD = 1;
export const holdValue = (s: GameState): number => Math.max(LATE_HOLD, Math.min(HOLD_VALUE, HOLD_VALUE - (s.round - HOLD_FROM_ROUND)));

const PASS: GameAction = { command: 'menuButton', arg: 'pass' };

/**
 * The bot's move in its reaction window: the playable reaction whose gain over passing is largest
 * and at least HOLD_VALUE, or pass. The gain of a reaction is the battle played out to its end both
 * ways (blocks by `policy`, every later reaction window passed) and the two ends compared.
 */
export function reactionChoice(s: GameState, me: string, policy: Policy): GameAction {
  const playable = s.players[me].piles.hand.filter((u) => canPlay(s, me, s.cards[u]));
  if (playable.length === 0) return PASS;
  const passed = battleOutcome(s, me, PASS, policy);
  let best = PASS;
  let bestGain = holdValue(s);
  for (const u of playable) {
    const a: GameAction = { command: 'cardClicked', uuid: u };
    const gain = battleOutcome(s, me, a, policy) - passed;
    if (gain >= bestGain) [best, bestGain] = [a, gain];
  }
  return best;
}

/**
 * evaluate() for `me` once the battle `a` is taken in has ended; a card that asks for a target
 * counts its best target. Used for the reaction itself and, at its targeting prompt, for the target.
 */
export function battleOutcome(s: GameState, me: string, a: GameAction, policy: Policy): number {
  const r = applyAction(s, me, a);
  if (!r.ok) return -Infinity;
  const t = r.state.targeting;
  if (t && t.player === me) return Math.max(...t.targets.map((u) => battleOutcome(r.state, me, { command: 'cardClicked', uuid: u }, policy)));
  return evaluate(settle(r.state, policy), me);
}

/** Plays the battle under way to its end: reaction windows passed, declarations and blocks by `policy`. */
function settle(s: GameState, policy: Policy): GameState {
  for (let i = 0; i < 60 && s.battle && !s.winner && !s.targeting; i++) {
    const b = s.battle;
    const who = b.stage === 'react-def' || b.stage === 'block' ? b.defender : b.attacker;
    const a = reactionWindowFor(s, who) ? PASS : policy(s, who);
    const r = a && applyAction(s, who, a);
    if (!r || !r.ok) break;
    s = r.state;
  }
  return s;
}
