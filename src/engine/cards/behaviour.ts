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
  /**
   * What the card does when played. For a unit (a character card) this is its "when this enters
   * play" ability: play.ts runs it as the unit arrives.
   */
  resolve(ctx: Ctx): void;
  /**
   * Units' triggered abilities (triggers.ts runs them; `source` is the unit, `target` the attack's
   * target for onAttack). None asks for a target: a trigger picks by its text's own rule.
   */
  onAttack?: (ctx: Ctx) => void;
  /** Runs after the unit has gone to its discard (or conjuration) pile. */
  onDestroyed?: (ctx: Ctx) => void;
  /** At the start of each of its owner's turns while it is in play. */
  onTurnStart?: (ctx: Ctx) => void;
}

export const behaviour = (b: Behaviour): Behaviour => b;
