import type { GameAction } from '../../protocol/game';
import type { GameState } from '../types';
import { cloneState } from '../clone';
import { dispatchGame } from '../dispatch';
import { undoMark } from '../apply';

/**
 * The search's simulation path: one private copy, then actions applied to it in place. No parsing
 * (the bot makes only well-formed actions), no copy per action, no snapshot bookkeeping. With
 * `record` it also keeps the log, undo marks and state id exactly as applyAction does (the fast-path
 * test checks the state hash step for step); the search runs it without, so the copy does not grow.
 */
export function privateCopy(s: GameState, record: boolean): GameState {
  const c = cloneState(s);
  if (!record) {
    c.log = c.log.slice(-1);
    c.messages = [];
    c.cardLog = [];
    c.steps = [];
    c.undoable = [];
  }
  return c;
}

/**
 * Applies one action in place; returns the refusal, after which `s` may be half changed and must
 * be dropped. Only actions the prompt offers (macros.ts) are sent here.
 */
export function fastStep(s: GameState, me: string, a: GameAction, record = false): string | null {
  const before = record ? { targeting: s.targeting ? { ...s.targeting } : null } as GameState : null;
  if (record) s.log.push({ player: me, action: a });
  let err: string | null;
  try {
    err = dispatchGame(s, me, a, 'current');
  } catch (e) {
    err = `internal error: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (err) return err;
  if (before) {
    const mark = undoMark(before, s, a);
    if (mark !== null) s.undoable.push(mark);
  }
  s.stateId++;
  if (!record && s.messages.length > 50) s.messages.length = 0;
  return null;
}
