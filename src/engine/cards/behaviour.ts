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
  /** Champions: the passive ability, always on while the champion lives (passives.ts dispatches it). */
  passive?: Passive;
}

/** What a passive hook sees: `self` is the living champion whose passive it is, `me` its owner. */
export interface PassiveCtx { s: GameState; me: string; foe: string; self: CardState }

/**
 * A champion's passive: a static modifier and triggers, each optional. The engine calls them from
 * where things happen (flow, play, damage, battle) through passives.ts, never directly.
 */
export interface Passive {
  /** Static: extra attack for character `c` (either side) while this champion lives. */
  attackBonus?: (ctx: PassiveCtx, c: CardState) => number;
  /** After the round's draw (and Emberfall), before the first turn. */
  roundStart?: (ctx: PassiveCtx) => void;
  /** At the start of each of the owner's turns. */
  turnStart?: (ctx: PassiveCtx) => void;
  /** A unit (either side) entered play: played or summoned. */
  unitEnters?: (ctx: PassiveCtx, unit: CardState) => void;
  /** A character (either side) took `n` damage and is still standing or just fell. */
  damaged?: (ctx: PassiveCtx, victim: CardState, n: number) => void;
  /** A character (either side) was destroyed or defeated. */
  defeated?: (ctx: PassiveCtx, victim: CardState) => void;
  /** An attack was declared (s.battle holds attackers and target). */
  attackDeclared?: (ctx: PassiveCtx) => void;
  /** A player played a Reaction card. */
  reactionPlayed?: (ctx: PassiveCtx, player: string, c: CardState) => void;
}

export const behaviour = (b: Behaviour): Behaviour => b;
