import { GameAction } from '../protocol/game';
import type { GameState, GameEvent } from './types';
import { cloneState } from './clone';
import { other, say, playerFrag, text } from './ops';
import { endGame } from './damage';
import { dispatchGame } from './dispatch';
import { createGame } from './setup';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; reason: string };

/** Actions that change nothing undo should take back. */
const notUndoable = new Set(['chat', 'inspectCard', 'closeInspector', 'toggleOptionSetting', 'toggleMuteSpectators', 'requestUndo', 'answerUndo', 'closeAlert', 'showDrawDeck', 'pileClicked', 'concede', 'leavegame', 'toggleManualMode', 'answerManualMode']);

/** (state, player, action) -> next state. Pure; never throws; refuses by returning a reason. */
export function applyAction(state: GameState, playerName: string, raw: unknown): ApplyResult {
  try {
    const parsed = GameAction.safeParse(raw);
    if (!parsed.success) return { ok: false, reason: `malformed action: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
    const action = parsed.data;
    if (action.stateId !== undefined && action.stateId !== state.stateId) return { ok: false, reason: `stale action: state is ${state.stateId}, you saw ${action.stateId}` };
    const isPlayer = !!state.players[playerName];
    if (!isPlayer) {
      if (action.command !== 'chat') return { ok: false, reason: 'spectators can only chat' };
      if (state.muteSpectators) return { ok: false, reason: 'spectators cannot chat in this game' };
      if (action.text.startsWith('/')) return { ok: false, reason: 'spectators cannot use manual commands' };
    }
    const s = cloneState(state);
    s.log.push({ player: playerName, action });
    const before = { winner: s.winner, messages: s.messages.length };
    let err: string | null;
    if (action.command === 'answerUndo') err = answerUndo(s, state, playerName, action.accept);
    else if (!isPlayer && action.command === 'chat') {
      say(s, [text(action.text)], playerName);
      err = null;
    } else err = dispatchGame(s, playerName, action);
    if (err) return { ok: false, reason: err };
    if (!notUndoable.has(action.command) && isPlayer) s.undoable.push(s.log.length - 1);
    s.stateId = state.stateId + 1;
    const events: GameEvent[] = [{ type: action.command, player: playerName }];
    if (s.messages.length !== before.messages) events.push({ type: 'messages' });
    if (s.winner && !before.winner) events.push({ type: 'gameover', player: s.winner });
    return { ok: true, state: s, events };
  } catch (e) {
    return { ok: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Rebuilds the game from its setup and a log prefix: the ground truth for undo and replay. */
export function replayLog(setup: GameState['setup'], log: GameState['log']): GameState {
  let s = createGame(setup);
  for (const e of log) {
    const r = applyAction(s, e.player, e.action);
    if (r.ok) s = r.state;
  }
  return s;
}

/**
 * Undo: the game returns exactly to before the asker's last game action, rebuilt from setup +
 * the log up to it. The log itself keeps everything (the undone actions, the request and the
 * answer), so replaying the full log passes through this same rebuild and ends in the same state.
 */
function answerUndo(s: GameState, prev: GameState, me: string, accept: boolean): string | null {
  const asker = s.undoRequest;
  if (!asker || asker === me) return 'no undo request to answer';
  s.undoRequest = null;
  if (!accept) {
    say(s, [playerFrag(me), text(' refuses to undo')]);
    return null;
  }
  const idx = [...s.undoable].reverse().find((i) => s.log[i].player === asker);
  if (idx === undefined) return 'nothing to undo';
  const rebuilt = replayLog(s.setup, s.log.slice(0, idx));
  // Keep the timeline of what happened (log, steps, chat); take back only the game.
  Object.assign(s, { ...rebuilt, log: s.log, steps: s.steps, messages: s.messages, nextMid: s.nextMid, undoRequest: null, undoable: rebuilt.undoable });
  say(s, [playerFrag(me), text(' allows '), playerFrag(asker), text(' to take back their last action')]);
  void prev;
  return null;
}

export function forceLoss(state: GameState, player: string, reason: 'timeout' | 'absence' | 'left' | 'concede'): GameState {
  const r = applyAction(state, player, { command: 'manual', name: 'forfeit', args: [reason] });
  return r.ok ? r.state : state;
}

export { other, endGame };
