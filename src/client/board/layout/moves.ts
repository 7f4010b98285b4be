import { manualTargets, type PileName } from '../../../protocol/game';

/**
 * The piles a card may be dropped on; each drop sends the pile it was dropped on and the engine
 * decides. Outside manual mode only a card from the hand moves: a playable one to the row it is
 * played into (a Ready Spell to the spellboard, anything else to the play area), and any card to
 * the spent pile, pitched for bacon. The discard pile is not offered there, as the engine pitches
 * such a drop, so the card would land on spent. In manual mode, the shared `manualTargets` rule
 * (the engine's own): a Ready Spell alone to the spell row, and the spent pile to pitch from the
 * hand. Spectators and replays move nothing.
 */
export function allowedTargets(source: string, opts: { manualMode: boolean; canPlay?: boolean; type?: string; isPlayer: boolean; own: boolean }): PileName[] {
  if (!opts.isPlayer || !opts.own) return [];
  if (opts.manualMode) return manualTargets(source as PileName, opts.type);
  if (source !== 'hand') return [];
  const row: PileName = opts.type === 'Ready Spell' ? 'spells' : 'play area';
  return opts.canPlay ? [row, 'spent'] : ['spent'];
}
