import type { GameSetup, ReplayStep, ReplayLogEntry } from '../protocol/game';
import type { GameState } from './types';
import { replayLog } from './apply';
import { recordedMessage } from './logLine';

/**
 * A stable hash of the whole state (FNV-1a over its JSON; key order is fixed by the code). The log
 * lines enter in their recorded form (logLine.ts recordedMessage), so hashes recorded before the
 * log was kept as words still match.
 */
export function stateHash(s: GameState): string {
  // The card log as games held it when they were recorded (its last 100): the state now keeps the whole game's.
  const str = JSON.stringify({ ...s, messages: s.messages.map(recordedMessage), cardLog: s.cardLog.slice(-100) });
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** The tagged steps of a recorded game; index = log entries applied when the step is reached. */
export function replaySteps(setup: GameSetup, log: ReplayLogEntry[]): ReplayStep[] {
  return replayLog(setup, log).steps.map((x) => ({ ...x }));
}

/** The state after the first `index` log entries: what a replay viewer shows at a step. */
export function stateAt(setup: GameSetup, log: ReplayLogEntry[], index: number): GameState {
  return replayLog(setup, log.slice(0, index));
}
