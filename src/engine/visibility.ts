import type { GameState, CardState } from './types';

/** Whether `viewer` (a player name, or null for a spectator) may see this card's face. */
export function visibleTo(s: GameState, c: CardState, viewer: string | null): boolean {
  if (c.zone === 'deck') return viewer === c.owner && s.manualMode && s.players[c.owner].showDrawDeck;
  if (c.zone === 'archives') return viewer === c.owner;
  if (c.zone === 'hand') {
    if (viewer === c.owner || s.options.openHands) return true;
    const isPlayer = viewer !== null && !!s.players[viewer];
    return !isPlayer && s.options.showHand;
  }
  return true;
}
