/**
 * Card impact by randomized substitution (issue 17): every card of every precon measured in one run.
 *
 * Design. Games are ordinary precon matchups (ordered pairings in rotation, both seats). Before a game
 * is played, each card of each of the two decks is independently swapped out, all its copies, for the
 * filler with probability p; which cards are swapped is drawn from the run's seed (a hash of seed, game,
 * seat and card), never from anything a game does, so the split is fixed before any result is seen and
 * a run repeats exactly. A (deck, card)'s impact is then
 *
 *   (the deck's win rate over its games in which it had the card) - (over its games in which it did not),
 *
 * with the 95% interval of a difference of two independent proportions (Newcombe's hybrid score
 * interval, built from the two Wilson intervals). One game informs every card of both decks at once: it
 * gives about 2·9·p "without" observations where the paired design (a deck with and without one card
 * on the same seed) gives one, so every card reaches N games without it in about 8·N/(2p) games rather
 * than 8·(N + 9·N).
 *
 * What it estimates, and its bias. Because the swaps are independent of each other and of the
 * opponent, seat and seed, the other cards' swaps fall alike (in expectation) on both sides of the
 * difference: the estimate is the card's effect averaged over decks that are missing, on average,
 * 8·p of their other cards (one at p = 1/8) and over opponents missing as many. Where cards interact
 * (a card worth more when another is present) that background shifts the estimate a little away from
 * "the card against the exact precon"; the shift grows with p, so p stays small (default 1/8) and the
 * figures are read as "impact in a near-precon deck". There is no pairing by seed, so for the same
 * number of games without, the interval is a little wider than a paired design's would be when paired
 * games are strongly correlated, and narrower when (as here, where games diverge within a few steps)
 * they are not, because the "with" side is 1/p - 1 times larger.
 */
import { createHash } from 'node:crypto';
import type { Interval } from './stats';

const Z = 1.96;

/** A uniform number in [0, 1) from a string: the first 48 bits of its SHA-256. */
export function uniform(key: string): number {
  const h = createHash('sha256').update(key).digest();
  return h.readUIntBE(0, 6) / 2 ** 48;
}

/** The cards of `cards` (ids) swapped out for `seed`'s game, seat `seat`: each independently with probability p. */
export function swappedOut(seed: string, seat: number, cards: readonly string[], p: number): string[] {
  return cards.filter((id) => uniform(`${seed}|${seat}|${id}`) < p);
}

/** Wilson score interval bounds for k of n (n > 0). */
function wilsonBounds(k: number, n: number): [number, number] {
  const q = k / n;
  const d = 1 + (Z * Z) / n;
  const mid = (q + (Z * Z) / (2 * n)) / d;
  const half = (Z * Math.sqrt((q * (1 - q)) / n + (Z * Z) / (4 * n * n))) / d;
  return [mid - half, mid + half];
}

/**
 * 95% interval of p1 - p2 for k1 of n1 against k2 of n2, independent samples: Newcombe (1998), method 10
 * (the hybrid score interval). Unlike the Wald interval it stays sane near 0 and 1 and with unequal n.
 */
export function newcombe(k1: number, n1: number, k2: number, n2: number): Interval {
  if (n1 === 0 || n2 === 0) return { value: NaN, lo: NaN, hi: NaN, n: Math.min(n1, n2) };
  const p1 = k1 / n1;
  const p2 = k2 / n2;
  const [l1, u1] = wilsonBounds(k1, n1);
  const [l2, u2] = wilsonBounds(k2, n2);
  const d = p1 - p2;
  return {
    value: d,
    lo: d - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
    hi: d + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2),
    n: Math.min(n1, n2),
  };
}

/** One deck's side of one game: which deck, whether it won, and which of its cards were swapped out. */
export interface DeckGame { deck: number; won: boolean; out: readonly string[] }

export interface CardImpact {
  deck: number;
  card: string;
  withGames: number;
  withWins: number;
  withoutGames: number;
  withoutWins: number;
  /** Win rate with minus without, with its 95% interval (Newcombe). */
  impact: Interval;
}

/** Every (deck, card) of `cards`' impact from the deck-games of a substitution run. */
export function estimateImpacts(games: readonly DeckGame[], cards: readonly { deck: number; card: string }[]): CardImpact[] {
  return cards.map(({ deck, card }) => {
    let withGames = 0;
    let withWins = 0;
    let withoutGames = 0;
    let withoutWins = 0;
    for (const g of games) {
      if (g.deck !== deck) continue;
      if (g.out.includes(card)) {
        withoutGames++;
        if (g.won) withoutWins++;
      } else {
        withGames++;
        if (g.won) withWins++;
      }
    }
    return { deck, card, withGames, withWins, withoutGames, withoutWins, impact: newcombe(withWins, withGames, withoutWins, withoutGames) };
  });
}
