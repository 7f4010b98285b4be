import type { GameState, CardState } from './types';
import type { Passive, PassiveCtx } from './cards/behaviour';
import { behaviours } from './cards/registry';
import { championPassives } from './rulesVersion';
import { card } from './catalog';

/**
 * The one dispatcher of champions' passive abilities. Every hook the engine calls lands here, and
 * only living champions answer: a defeated champion's passive is silent. Passives exist from rules
 * version 3 on; under older versions every hook does nothing, so stored games replay as recorded.
 * A passive's own effects never trigger passives (no ping-pong between two passives): `busy`.
 */
let busy = false;

function each(s: GameState, fn: (p: Passive, ctx: PassiveCtx) => void): void {
  if (busy || s.winner || !championPassives(s.setup)) return;
  busy = true;
  try {
    for (const me of s.order) {
      const foe = s.order[0] === me ? s.order[1] : s.order[0];
      for (const u of [...s.players[me].piles.champions]) {
        const self = s.cards[u];
        const p = behaviours[self.id]?.passive;
        if (!p || !alive(self) || s.winner) continue;
        fn(p, { s, me, foe, self });
      }
    }
  } finally {
    busy = false;
  }
}

// Living, as ops.ts isDefeated says (ops imports this module for attackOf, so no import back).
const alive = (c: CardState) => c.zone === 'champions' && c.damage < (card(c.id).defense ?? 0);

export const roundStart = (s: GameState) => each(s, (p, x) => p.roundStart?.(x));
export const turnStart = (s: GameState, name: string) => each(s, (p, x) => { if (x.me === name) p.turnStart?.(x); });
export const unitEnters = (s: GameState, unit: CardState) => each(s, (p, x) => p.unitEnters?.(x, unit));
export const damaged = (s: GameState, victim: CardState, n: number) => each(s, (p, x) => p.damaged?.(x, victim, n));
export const defeated = (s: GameState, victim: CardState) => each(s, (p, x) => p.defeated?.(x, victim));
export const attackDeclared = (s: GameState) => each(s, (p, x) => p.attackDeclared?.(x));
export const reactionPlayed = (s: GameState, player: string, c: CardState) => each(s, (p, x) => p.reactionPlayed?.(x, player, c));

// The champions with a static attack modifier: attackOf runs very often (the bot scores every move), so
// the rest are skipped before any lookup. Built on first use, once the card files have filled the registry.
let withBonus: Set<string> | null = null;

/** Static attack modifiers of every living champion's passive for character `c`. */
export function attackBonus(s: GameState, c: CardState): number {
  if (!championPassives(s.setup)) return 0;
  withBonus ??= new Set(Object.values(behaviours).filter((b) => b.passive?.attackBonus).map((b) => b.id));
  let n = 0;
  for (const me of s.order) {
    for (const u of s.players[me].piles.champions) {
      const self = s.cards[u];
      if (!withBonus.has(self.id) || !alive(self)) continue;
      n += behaviours[self.id].passive!.attackBonus!({ s, me, foe: s.order[0] === me ? s.order[1] : s.order[0], self }, c);
    }
  }
  return n;
}
