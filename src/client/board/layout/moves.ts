import type { PileName } from '../../../protocol/game';

/** Board-spec 4: where a card may be dragged from each pile in manual mode. */
export const manualMoves: Record<string, PileName[]> = {
  hand: ['play area', 'discard', 'deck', 'archives', 'purged'],
  'play area': ['discard', 'hand', 'deck', 'archives', 'purged'],
  discard: ['archives', 'hand', 'deck', 'play area', 'purged'],
  archives: ['play area', 'purged'],
  deck: ['hand', 'discard', 'archives', 'play area', 'purged'],
  purged: ['deck', 'play area', 'discard', 'hand', 'archives'],
};

/**
 * The piles a card may be dropped on. Outside manual mode only a playable card from the hand
 * moves, to the play area or the discard; spectators and replays move nothing.
 */
export function allowedTargets(source: string, opts: { manualMode: boolean; canPlay?: boolean; isPlayer: boolean; own: boolean }): PileName[] {
  if (!opts.isPlayer || !opts.own) return [];
  if (opts.manualMode) return manualMoves[source] ?? [];
  if (source === 'hand' && opts.canPlay) return ['play area', 'discard'];
  return [];
}
