import type { GameState, CardState } from './types';
import { other, characters, livingChampions, lifeLeft, attackOf, addStatus, def, moveCard, say, logCard } from './ops';
import { acts, cardRef, cardWord, words } from './logLine';
import { dealDamage, heal } from './damage';
import { summon } from './effects';
import { useAction, afterAction } from './flow';
import { canAttackWith } from './battle';
import { step } from './steps';
import { chimeraOf } from './chimeraTier';
import { chimeraTiers } from './rulesVersion';
import { bestTarget, biggestThreat } from './chimeraAim';

/**
 * The solo opponent. On each of its turns it reveals the top card of its behaviour deck and does
 * what it says; after behavioursPerRound cards in a round it passes. It pays no costs and plays no
 * reactions; when attacked it blocks like the bot does. Its tier (the solo deck's chimeraTier) sets its
 * behaviours per round; from rules version 3 on it also aims its attacks and harm (chimeraAim.ts).
 */

const weakestEnemyChampion = (s: GameState, me: string): CardState | null =>
  [...livingChampions(s, other(s, me))].sort((a, b) => lifeLeft(a) - lifeLeft(b))[0] ?? null;

function attack(s: GameState, me: string, attackers: CardState[]): void {
  const power = attackers.reduce((n, a) => n + attackOf(s, a), 0);
  const target = chimeraTiers(s.setup) ? bestTarget(s, me, power) : weakestEnemyChampion(s, me);
  if (!target || attackers.length === 0) return;
  s.battle = { attacker: me, defender: other(s, me), stage: 'react-def', attackers: attackers.map((c) => c.uuid), target: target.uuid, blocks: {}, selectedBlocker: null, forced: true };
  for (const a of attackers) a.exhausted = true;
  // Recorded games named no attackers here: those words are late (left out of the recorded form).
  say(s, acts(me, 'attacks', cardWord(target), { ...words('with'), late: true }, { w: 'cards', cards: attackers.map(cardRef), late: true }));
  logCard(s, 'attack', me, target);
  step(s, 'attackers-declared');
}

const ready = (s: GameState, me: string) =>
  characters(s, me).filter((c) => canAttackWith(c, s)).sort((a, b) => attackOf(s, b) - attackOf(s, a));

const effects: Record<string, (s: GameState, me: string) => void> = {
  'savage-lunge': (s, me) => attack(s, me, ready(s, me).slice(0, 1)),
  'full-frenzy': (s, me) => attack(s, me, ready(s, me)),
  'tail-sweep': (s, me) => {
    for (const c of characters(s, other(s, me))) dealDamage(s, c, 1, me);
  },
  'cinder-brood': (s, me) => void summon(s, me, 'cinder-whelp'),
  'wing-buffet': (s, me) => {
    const t = chimeraTiers(s.setup) ? biggestThreat(s, me) : characters(s, other(s, me)).filter((c) => !c.exhausted).sort((a, b) => attackOf(s, b) - attackOf(s, a))[0];
    if (t) t.exhausted = true;
  },
  'molten-hide': (s, me) => {
    for (const c of livingChampions(s, me)) c.armor += 1;
  },
  'rising-fury': (s, me) => {
    for (const c of characters(s, me)) addStatus(c, 'buffed');
  },
  'scorching-feast': (s, me) => {
    const t = [...livingChampions(s, me)].sort((a, b) => b.damage - a.damage)[0];
    if (t) heal(t, 2);
  },
};

export const chimeraBehaviourIds = Object.keys(effects);

export function canReveal(s: GameState, me: string): boolean {
  const p = s.players[me];
  return p.isChimera && p.behavioursThisRound < chimeraOf(s, me).behavioursPerRound && p.piles.deck.length > 0;
}

export function revealBehaviour(s: GameState, me: string): string | null {
  if (!canReveal(s, me)) return 'the chimera has no behaviour to reveal';
  const p = s.players[me];
  const top = s.cards[p.piles.deck[0]];
  const id = top.id;
  moveCard(s, top.uuid, 'discard');
  p.behavioursThisRound += 1;
  useAction(s, me);
  say(s, acts(me, 'reveals', cardWord(top, true), words(`: ${def(top).text}`)));
  logCard(s, 'use', me, top);
  step(s, 'ability');
  effects[id]?.(s, me);
  afterAction(s);
  return null;
}
