import { applyLogEntry, createGame, replaySteps, viewFor, type GameState } from '../../../engine';
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
 * engine clones per action), so keeping them costs only what differs. Refused entries are
 * skipped exactly as the engine's own replay does, so the game ends where it ended live. Each entry,
 * a player's action or the server's forfeit, goes through applyLogEntry, as restore and undo do.
 */
export function buildTimeline(replay: ReplayFile): Timeline {
  const steps = replay.steps.length > 0 ? replay.steps : replaySteps(replay.setup, replay.log);
  const wanted = [...new Set(steps.map((s) => s.index))].sort((a, b) => a - b);
  const at = new Map<number, GameState>();
  let s = createGame(replay.setup);
  let next = 0;
  for (let i = 0; i <= replay.log.length && next < wanted.length; i++) {
    while (next < wanted.length && wanted[next] === i) at.set(wanted[next++], s);
    if (i === replay.log.length) break;
    const r = applyLogEntry(s, replay.log[i]);
    if (r.ok) s = r.state;
  }
  // Indexes past the log's end (a malformed file) show the final state rather than nothing.
  while (next < wanted.length) at.set(wanted[next++], s);
  return {
    steps,
    states: steps.map((step) => at.get(step.index)!),
    players: [replay.setup.players[0].name, replay.setup.players[1].name],
  };
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
