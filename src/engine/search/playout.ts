import type { GameAction } from '../../protocol/game';
import type { GameState } from '../types';
import { FEATURES, features } from './features';
import { WEIGHTS } from './weights';
import { awaitedPlayer } from '../simulate';
import { atMain, canPlay, canUse, reactionWindowFor } from '../play';
import { attackPlan, declare, block } from '../bot';
import { canReveal } from '../chimera';
import { fastStep } from './fast';
import type { Rand } from './rand';

/** Engine actions a playout may take before it stops and the position is evaluated. */
export const PLAYOUT_ACTIONS = 30;
/** Rounds a playout may start beyond the one it began in. */
export const PLAYOUT_ROUNDS = 0;
/** How often the playout plays a reaction it can play (else it passes). */
const REACT = 0.3;
/** How often, at its main step, it plays a random playable card rather than attacking or ending. */
const PLAY = 0.7;

const W = FEATURES.map((f) => WEIGHTS[f]);

/** The win probability of `me` in `s`: 1 or 0 when the game is over, else the fitted logistic model. */
export function leafValue(s: GameState, me: string): number {
  if (s.winner) return s.winner === me ? 1 : 0;
  const f = features(s, me);
  let z = 0;
  for (let i = 0; i < f.length; i++) z += W[i] * f[i];
  return 1 / (1 + Math.exp(-z));
}

/** Plays `s` on in place by the cheap policy, to the cutoff; returns leafValue for `me`. */
export function playout(s: GameState, me: string, r: Rand): number {
  const round = s.round;
  for (let i = 0; i < PLAYOUT_ACTIONS && !s.winner && s.round <= round + PLAYOUT_ROUNDS; i++) {
    const who = awaitedPlayer(s);
    const a = who && cheapMove(s, who, r);
    if (!who || !a || fastStep(s, who, a)) break;
  }
  return leafValue(s, me);
}

/**
 * The playout policy: no lookahead. A random target; the rule bot's attack and block plans (they
 * read the board only); reactions now and then; at the main step a random playable card most of the
 * time, else the rule bot's attack when it is worth something, else the end of the turn.
 */
export function cheapMove(s: GameState, me: string, r: Rand): GameAction | null {
  if (s.undoRequest || s.manualModeRequest) return null;
  const t = s.targeting;
  if (t) return t.player === me && t.targets.length ? { command: 'cardClicked', uuid: t.targets[r.int(t.targets.length)] } : null;
  const b = s.battle;
  const p = s.players[me];
  if (b) {
    if (b.stage === 'declare' && b.attacker === me) return declare(s, me);
    if (reactionWindowFor(s, me)) {
      const hand = p.piles.hand.filter((u) => canPlay(s, me, s.cards[u]));
      return hand.length && r.next() < REACT ? { command: 'cardClicked', uuid: hand[r.int(hand.length)] } : { command: 'menuButton', arg: 'pass' };
    }
    if (b.stage === 'block' && b.defender === me) return block(s, me);
    return null;
  }
  if (s.activePlayer !== me || p.actionCount <= 0) return null;
  if (p.isChimera) return { command: 'menuButton', arg: canReveal(s, me) ? 'behaviour' : 'end-turn' };
  if (!atMain(s, me)) return null;
  if (r.next() < PLAY) {
    const sel = [...p.piles.hand.filter((u) => canPlay(s, me, s.cards[u])), ...[...p.piles.champions, ...p.piles.spells].filter((u) => canUse(s, me, s.cards[u]))];
    if (sel.length) return { command: 'cardClicked', uuid: sel[r.int(sel.length)] };
  }
  const plan = attackPlan(s, me);
  if (plan && plan.value > 0) return { command: 'menuButton', arg: 'attack' };
  return { command: 'menuButton', arg: 'end-turn' };
}
