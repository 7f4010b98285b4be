import type { GameState } from './types';
import { baconCapped, cappedEffectBacon } from './rulesVersion';

/** Rules version 3: the most bacon a player can bank. Energy saved for later is a choice, not a hoard. */
export const BACON_CAP = 3;

/** The bank limit for this game: none before version 3. */
export const baconCap = (s: GameState): number | null => (baconCapped(s.setup) ? BACON_CAP : null);

/**
 * Adds bacon up to the cap; what goes beyond it is lost (the pitch still happens: a pitched card
 * also cycles to the bottom of the deck, which a player may want for its own sake). Returns the
 * amount actually banked.
 */
export function gainBacon(s: GameState, name: string, n: number): number {
  const p = s.players[name];
  const cap = baconCap(s);
  const gained = cap === null ? n : Math.max(0, Math.min(n, cap - p.bacon));
  p.bacon += gained;
  return gained;
}

/**
 * Bacon a card's effect or a passive gives. From rules version 10 it obeys the cap like any other
 * gain; earlier versions banked it whole past the cap (a defect kept so their games replay as played).
 */
export function gainEffectBacon(s: GameState, name: string, n: number): number {
  if (cappedEffectBacon(s.setup)) return gainBacon(s, name, n);
  s.players[name].bacon += n;
  return n;
}
