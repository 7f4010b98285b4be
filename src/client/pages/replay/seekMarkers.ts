import type { ReplayStepRef } from '../../../../statecharts/replayNavigation';

/** Tags the seek bar marks (board-spec 4 step tags): where a round or a turn starts, and the end. */
export const MARKER_TAGS = ['prepare', 'begin-turn', 'end'];

export type SeekMarker = { i: number; tag: string };

/** The marked steps, in order. */
export function markersOf(steps: readonly ReplayStepRef[]): SeekMarker[] {
  return steps.flatMap((s, i) => (MARKER_TAGS.includes(s.tag) ? [{ i, tag: s.tag }] : []));
}

/** The marked step closest to a (fractional) step position, the earlier on a tie; null when there is no marker. */
export function nearestMarker(markers: readonly SeekMarker[], at: number): number | null {
  let best: number | null = null;
  for (const m of markers) if (best === null || Math.abs(m.i - at) < Math.abs(best - at)) best = m.i;
  return best;
}
