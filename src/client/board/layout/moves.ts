import { manualMoves, type PileName } from '../../../protocol/game';

export { manualMoves };

/**
 * The piles a card may be dropped on. Outside manual mode only a playable card from the hand
 * moves, to the play area or the discard; spectators and replays move nothing.
 */
export function allowedTargets(source: string, opts: { manualMode: boolean; canPlay?: boolean; isPlayer: boolean; own: boolean }): PileName[] {
  if (!opts.isPlayer || !opts.own) return [];
  if (opts.manualMode) return manualMoves[source as PileName] ?? [];
  if (source === 'hand' && opts.canPlay) return ['play area', 'discard'];
  return [];
}
