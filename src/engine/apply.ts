import { GameAction, SystemAction, type SystemForfeitReason } from '../protocol/game';
import type { GameState, LogEntry, Rules } from './types';
import { cloneState } from './clone';
import { other, sayChat } from './ops';
import { endGame } from './damage';
import { dispatchGame, unseenCard } from './dispatch';
import { carry, freshGame, nearestKept, rebuildCount } from './snapshots';
import { requestUndo, answerUndo } from './undo';
import { systemForfeit } from './forfeit';
import { isLegacySetup } from './rng';

export type ApplyResult = { ok: true; state: GameState } | { ok: false; reason: string };

/** Actions that change nothing undo should take back. */
const notUndoable = new Set(['chat', 'inspectCard', 'closeInspector', 'toggleOptionSetting', 'toggleMuteSpectators', 'requestUndo', 'answerUndo', 'closeAlert', 'showDrawDeck', 'pileClicked', 'concede', 'leavegame', 'toggleManualMode', 'answerManualMode']);

/**
 * Why a spectator may not send `action` (null: they may, which is plain chat while not muted).
 * The one rule for spectators: the engine applies it, and the game node answers with it before
 * queueing anything.
 */
export function spectatorRefusal(action: GameAction, muted: boolean): string | null {
  if (action.command === 'toggleMuteSpectators') return 'Only players can mute or unmute spectators';
  if (action.command !== 'chat') return 'Spectators cannot play';
  if (muted) return 'Spectators cannot chat in this game';
  if (action.text.startsWith('/')) return 'Spectators cannot use manual commands';
  return null;
}

/**
 * (state, player, action) -> next state: a live action from a player (a socket message, the board,
 * a bot). Pure; never throws; refuses by returning a reason. Always judged by the current rules.
 */
export function applyAction(state: GameState, playerName: string, raw: unknown): ApplyResult {
  return applyPlayerAction(state, playerName, raw, 'current', true);
}

/**
 * One stored log entry -> next state: what restore, replays and undo's rebuild run. A system entry
 * is the node's forfeit; a player's entry is judged as it was when played (legacy games keep the
 * rules they were recorded under, so they replay bit for bit).
 */
export function applyLogEntry(state: GameState, entry: LogEntry): ApplyResult {
  if ('system' in entry) return applySystem(state, entry.player, entry.system);
  return applyPlayerAction(state, entry.player, entry.action, replayRules(state), false);
}

/** The rules a stored entry is judged by when replayed. */
const replayRules = (s: GameState): Rules => (isLegacySetup(s.setup) ? 'legacy' : 'current');

/**
 * The log index undo takes the action back to, or null when it is nothing to take back. A click that
 * only asks for a target (nothing paid, rules version 2) and its Cancel change nothing; choosing
 * the target plays the card, and undoing that goes back before the click that asked.
 */
export function undoMark(before: GameState, after: GameState, action: GameAction): number | null {
  if (notUndoable.has(action.command)) return null;
  const asked = before.targeting?.unpaidSince;
  const asking = after.targeting?.unpaidSince;
  if (asked === undefined && asking !== undefined) return null;
  if (asked !== undefined && asking === undefined) return action.command === 'menuButton' && action.arg === 'cancel-target' ? null : asked;
  return after.log.length - 1;
}

/** `live`: a new action, checked in full; false for a stored entry, which passed those checks when it was made. */
function applyPlayerAction(state: GameState, playerName: string, raw: unknown, rules: Rules, live: boolean): ApplyResult {
  try {
    const parsed = GameAction.safeParse(raw);
    if (!parsed.success) return { ok: false, reason: `malformed action: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
    const action = parsed.data;
    if (action.stateId !== undefined && action.stateId !== state.stateId) return { ok: false, reason: `stale action: state is ${state.stateId}, you saw ${action.stateId}` };
    const isPlayer = !!state.players[playerName];
    const refused = isPlayer ? null : spectatorRefusal(action, state.muteSpectators);
    if (refused) return { ok: false, reason: refused };
    // A legacy log holds only what the old rules accepted, with their own card checks: replay it as it was.
    const unseen = rules === 'current' ? unseenCard(state, playerName, action) : null;
    if (unseen) return { ok: false, reason: unseen };
    const s = cloneState(state);
    s.log.push({ player: playerName, action });
    let err: string | null;
    const rebuild = (index: number) => rebuildTo(state, index);
    if (action.command === 'answerUndo') err = answerUndo(s, playerName, action.accept, rules, rebuild);
    else if (action.command === 'requestUndo') err = requestUndo(s, playerName, live && rules === 'current', rebuild);
    else if (!isPlayer && action.command === 'chat') {
      sayChat(s, playerName, action.text);
      err = null;
    } else err = dispatchGame(s, playerName, action, rules);
    if (err) return { ok: false, reason: err };
    const mark = undoMark(state, s, action);
    if (mark !== null && isPlayer) s.undoable.push(mark);
    s.stateId = state.stateId + 1;
    carry(state, s, rules === replayRules(state));
    return { ok: true, state: s };
  } catch (e) {
    return { ok: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
}

function applySystem(state: GameState, player: string, raw: unknown): ApplyResult {
  const parsed = SystemAction.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'malformed system action' };
  if (!state.players[player]) return { ok: false, reason: 'no such player' };
  if (state.winner) return { ok: false, reason: 'the game is over' };
  const s = cloneState(state);
  s.log.push({ player, system: parsed.data });
  systemForfeit(s, player, parsed.data.reason);
  s.stateId = state.stateId + 1;
  carry(state, s, true);
  return { ok: true, state: s };
}

/** Rebuilds the game from its setup and a log prefix: the ground truth for undo, restore and replay. */
export function replayLog(setup: GameState['setup'], log: LogEntry[]): GameState {
  return replayFrom(freshGame(setup), log, 0, log.length);
}

function replayFrom(start: GameState, log: LogEntry[], from: number, to: number): GameState {
  let s = start;
  for (let i = from; i < to; i++) {
    const r = applyLogEntry(s, log[i]);
    if (r.ok) s = r.state;
  }
  return s;
}

/**
 * The state after the first `index` entries of `s`'s log, as replaying them from setup gives: what
 * undo goes back to. It starts from the nearest earlier state kept with `s` (snapshots.ts), so it
 * re-applies a bounded number of entries however many undos the log already holds.
 */
function rebuildTo(s: GameState, index: number): GameState {
  const start = nearestKept(s, index);
  if (!start) {
    rebuildCount.entries += index;
    return replayLog(s.setup, s.log.slice(0, index));
  }
  rebuildCount.entries += index - start.log.length;
  // A kept state is shared with the timeline that made it: the caller gets its own copy.
  return start.log.length === index ? cloneState(start) : replayFrom(start, s.log, start.log.length, index);
}

/**
 * The node ends a game against a player: timeout, absence or leaving, logged as a system entry
 * that no socket message can produce. 'concede' is the player's own act (the socket's concede
 * event) and is logged as their concede action. Returns the state unchanged if the game is over.
 */
export function forceLoss(state: GameState, player: string, reason: SystemForfeitReason | 'concede'): GameState {
  const r = reason === 'concede'
    ? applyAction(state, player, { command: 'concede' })
    : applyLogEntry(state, { player, system: { command: 'forfeit', reason } });
  return r.ok ? r.state : state;
}

export { other, endGame };
