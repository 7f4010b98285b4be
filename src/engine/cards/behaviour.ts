import type { GameState, CardState, TargetKind } from '../types';

export interface Ctx {
  s: GameState;
  me: string;
  foe: string;
  /** The card played, the champion or ready spell used, or the chimera behaviour revealed. */
  source: CardState;
  target: CardState | null;
}

/** What a card does. A card without a file here has no effect beyond its stats. */
export interface Behaviour {
  id: string;
  /** The target the card asks for when it is played or used. */
  target?: TargetKind;
  /** Reaction cards: the battle beat at which they may be played. */
  window?: 'attacked' | 'blocked';
  /** Further limits on the play (e.g. a conjuration must be left to summon). */
  playable?: (ctx: Omit<Ctx, 'target'>) => boolean;
  resolve(ctx: Ctx): void;
}

export const behaviour = (b: Behaviour): Behaviour => b;
