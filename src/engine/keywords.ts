import type { GameState, CardState } from './types';
import type { CatalogCard } from '../protocol/cards';
import { def, other, characters, canFight, addStatus } from './ops';

/**
 * Unit keywords (rules version 3; docs/rules.md, Units and keywords). A keyword lives on the card
 * (CatalogCard.keywords), so only version-3 cards have one and these rules need no gating, except
 * summoning sickness, which changes what every unit does.
 */
export type Keyword = NonNullable<CatalogCard['keywords']>[number];

export const hasKeyword = (c: CardState, k: Keyword): boolean => def(c).keywords?.includes(k) ?? false;

/** Guard: a ready guard unit of the defender must be the target while there is one. */
export function attackTargets(s: GameState, me: string): CardState[] {
  const all = characters(s, other(s, me));
  const guards = all.filter((c) => c.zone === 'play' && canFight(c) && hasKeyword(c, 'guard'));
  return guards.length > 0 ? guards : all;
}
export const isAttackTarget = (s: GameState, me: string, c: CardState): boolean => attackTargets(s, me).some((t) => t.uuid === c.uuid);

/** Summoning sickness (ops.ts moveCard marks a unit entering play as arrived). Swift: the unit may attack the turn it enters play. */
export const sick = (c: CardState): boolean => !!c.arrived && !hasKeyword(c, 'swift');
/** A new turn: every unit that arrived before it may attack. */
export function settle(s: GameState): void {
  for (const c of Object.values(s.cards)) if (c.arrived) delete c.arrived;
}

/** Ranged: the target does not strike back at it, and a blocker deals it no damage back. */
export const hitBack = (attacker: CardState): boolean => !hasKeyword(attacker, 'ranged');

/** Rally: when a rally unit attacks, every other character attacking with it becomes buffed. */
export function rally(s: GameState, attackers: string[]): void {
  if (!attackers.some((u) => hasKeyword(s.cards[u], 'rally'))) return;
  for (const u of attackers) {
    const c = s.cards[u];
    if (!hasKeyword(c, 'rally') || attackers.filter((x) => hasKeyword(s.cards[x], 'rally')).length > 1) addStatus(c, 'buffed');
  }
}
