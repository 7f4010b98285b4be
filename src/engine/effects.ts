import type { GameState, CardState } from './types';
import { moveCard, livingChampions, lifeLeft, say } from './ops';
import { acts, cardWord, words, their } from './logLine';
import { randomInt } from './rng';
import { discardReshuffle } from './rulesVersion';
import { dealDamage } from './damage';
import * as passives from './passives';

/**
 * Rules version 3: the first time a player must draw from an empty deck, their discard pile is
 * shuffled to form a new deck. Once only: fatigue still ends a game that runs through two decks,
 * but an 18-card deck no longer decides most long games by running dry.
 */
function reshuffle(s: GameState, name: string): void {
  const p = s.players[name];
  p.reshuffled = true;
  for (const u of [...p.piles.discard]) moveCard(s, u, 'deck', 'bottom');
  const deck = p.piles.deck;
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  say(s, acts(name, 'shuffles', their(name), words('discard pile into'), their(name), words('empty deck')));
}

/** Draws n cards; each card the deck cannot give is 1 fatigue damage to the healthiest champion. */
export function draw(s: GameState, name: string, n: number): void {
  const p = s.players[name];
  for (let i = 0; i < n; i++) {
    if (!p.piles.deck[0] && !p.reshuffled && p.piles.discard.length && discardReshuffle(s.setup)) reshuffle(s, name);
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
