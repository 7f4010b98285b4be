import { applyLogEntry, createGame, viewFor, type GameState } from '../../../engine';
import type { GameView, ReplayFile, ReplayStep } from '../../../protocol/game';

export type Timeline = {
  steps: ReplayStep[];
  /** The game state at each step (same order as steps). */
  states: GameState[];
  players: [string, string];
};

/**
 * Replays setup + log with the engine, once, keeping the state at every tagged step: a step's
 * index is the number of log entries applied when it was reached. States are immutable (the
 * engine clones per action), so keeping them costs only what differs, and moving to a step costs
 * no replay at all. Refused entries are skipped exactly as the engine's own replay does, so the
 * game ends where it ended live. Each entry, a player's action or the server's forfeit, goes
 * through applyLogEntry, as restore and undo do. A file without steps takes them from this same
 * pass rather than from a replay of its own.
 */
export function buildTimeline(replay: ReplayFile): Timeline {
  const recorded = replay.steps.length > 0;
  const first = statesAt(replay, recorded ? replay.steps.map((x) => x.index) : null);
  const steps = recorded ? replay.steps : first.last.steps.map((x) => ({ ...x }));
  // A step tagged after a refused entry has an index behind the pass's count: those take a pass of their own.
  const at = steps.every((x) => first.at.has(x.index)) ? first.at : statesAt(replay, steps.map((x) => x.index)).at;
  return {
    steps,
    states: steps.map((step) => at.get(step.index)!),
    players: [replay.setup.players[0].name, replay.setup.players[1].name],
  };
}

/**
 * One pass over the log, keeping the state after `i` entries for each wanted `i` (null: each `i`
 * where the pass tags a step), and the last state.
 */
function statesAt(replay: ReplayFile, wanted: number[] | null): { at: Map<number, GameState>; last: GameState } {
  const want = wanted && new Set(wanted);
  const end = want ? Math.max(...want) : replay.log.length;
  const at = new Map<number, GameState>();
  let s = createGame(replay.setup);
  for (let i = 0; ; i++) {
    if (want ? want.has(i) : s.steps[s.steps.length - 1]?.index === i) at.set(i, s);
    if (i >= end || i >= replay.log.length) break;
    const r = applyLogEntry(s, replay.log[i]);
    if (r.ok) s = r.state;
  }
  // Indexes past the log's end (a malformed file) show the final state rather than nothing.
  for (const i of want ?? []) if (!at.has(i)) at.set(i, s);
  return { at, last: s };
}

/**
 * What the board shows at a step: the view of `viewer` (a player who watches their own game sees
 * their own side at the bottom; anyone else sees the first player's side), marked as a replay.
 */
export function viewAtStep(timeline: Timeline, index: number, viewer: string | null): GameView {
  const state = timeline.states[Math.min(Math.max(index, 0), timeline.states.length - 1)];
  const view = viewFor(state, viewer && timeline.players.includes(viewer) ? viewer : null);
  return { ...view, isReplay: true };
}
