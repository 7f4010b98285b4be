import type { GameState, CardState } from './types';
import { moveCard, livingChampions, lifeLeft, say } from './ops';
import { acts, cardWord, words } from './logLine';
import { dealDamage } from './damage';
import * as passives from './passives';

/** Draws n cards; each card the deck cannot give is 1 fatigue damage to the healthiest champion. */
export function draw(s: GameState, name: string, n: number): void {
  const p = s.players[name];
  for (let i = 0; i < n; i++) {
    const top = p.piles.deck[0];
    if (top) {
      moveCard(s, top, 'hand');
      continue;
    }
    const champs = livingChampions(s, name).sort((a, b) => lifeLeft(b) - lifeLeft(a));
    if (!champs[0]) return;
    say(s, acts(name, 'cannot', words('draw: fatigue')));
    dealDamage(s, champs[0], 1, null);
    if (s.winner) return;
  }
}

/** Brings a conjuration from its owner's conjuration pile into play; false if none is left. */
export function summon(s: GameState, name: string, id: string): CardState | null {
  const p = s.players[name];
  if (p.piles.play.length >= 5) return null;
  const u = p.piles.conjurations.find((x) => s.cards[x].id === id);
  if (!u) return null;
  moveCard(s, u, 'play');
  const c = s.cards[u];
  say(s, acts(name, 'summons', cardWord(c, true)));
  passives.unitEnters(s, c);
  return c;
}

/** Attaches an alteration from the conjuration pile to a character. */
export function attach(s: GameState, name: string, id: string, host: CardState): boolean {
  const p = s.players[name];
  const u = p.piles.conjurations.find((x) => s.cards[x].id === id);
  if (!u) return false;
  moveCard(s, u, 'attached');
  s.cards[u].attachedTo = host.uuid;
  return true;
}

export function hasConjuration(s: GameState, name: string, id: string): boolean {
  return s.players[name].piles.conjurations.some((x) => s.cards[x].id === id);
}
