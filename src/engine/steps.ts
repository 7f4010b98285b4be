import type { GameState } from './types';
import type { ReplayStepTag } from '../protocol/game';

/** Tags a replay step. index = log entries applied once the step's action is done. */
export function step(s: GameState, tag: ReplayStepTag): void {
  s.steps.push({ tag, index: s.log.length });
}
