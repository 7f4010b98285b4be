import type { GameState, CardState } from './types';
import { other, say } from './ops';
import { cardWord, words } from './logLine';
import { behaviours } from './cards/registry';
import { rally, settle } from './keywords';

/**
 * Units' triggered abilities (behaviour hooks onAttack, onDestroyed, onTurnStart), fired by one
 * call from where each event happens (battle.ts, damage.ts, flow.ts). "When this enters play" is
 * the unit's `resolve`, which play.ts runs as for any card.
 */
type Hook = 'onAttack' | 'onDestroyed' | 'onTurnStart';

function fire(s: GameState, c: CardState, hook: Hook, target: CardState | null = null): void {
  const run = behaviours[c.id]?.[hook];
  if (!run || s.winner) return;
  say(s, [cardWord(c), words('triggers')]);
  run({ s, me: c.owner, foe: other(s, c.owner), source: c, target });
}

/** Attackers were declared (and exhausted): rally, then each attacker's "when this attacks". */
export function attackDeclared(s: GameState): void {
  const b = s.battle;
  if (!b) return;
  rally(s, b.attackers);
  const target = b.target ? s.cards[b.target] : null;
  for (const u of [...b.attackers]) if (s.cards[u]) fire(s, s.cards[u], 'onAttack', target);
}

/** A unit was destroyed (it is in its pile now). */
export const unitDestroyed = (s: GameState, c: CardState): void => fire(s, c, 'onDestroyed');

/** `name`'s turn begins: units that arrived may now attack, then "at the start of your turn". */
export function turnStarted(s: GameState, name: string): void {
  settle(s);
  for (const u of [...s.players[name].piles.play]) if (s.cards[u]) fire(s, s.cards[u], 'onTurnStart');
}
