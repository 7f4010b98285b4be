/**
 * What the balance bench plays: matchup games over every ordered precon pairing, and card-impact
 * games (a deck with and without one of its cards, on shared seeds). Everything is read from the
 * engine's catalogue, so new precons and cards are measured without touching this file.
 */
import { precons, catalog, preconSetup } from '../../src/engine';
import { behaviours } from '../../src/engine/cards';
import { isDeckbuildable } from '../../src/engine/deckbuilding/cardsBox';
import type { GameSetup } from '../../src/protocol/game';
import { swappedOut } from './substitution';

export type Job =
  | { kind: 'matchup'; a: number; b: number; seed: string }
  /** `deck` plays in seat `seat` against `opp`; `without` names the card swapped out (for the filler). */
  | { kind: 'impact'; deck: number; opp: number; seat: number; seed: string; without: string | null; filler: string | null }
  /** A matchup in which each seat's deck has the cards `out[seat]` swapped out for the filler (substitution.ts). */
  | { kind: 'swap'; a: number; b: number; seed: string; out: [string[], string[]]; filler: string | null };

export const orderedPairs = (): [number, number][] => {
  const out: [number, number][] = [];
  for (let a = 0; a < precons.length; a++) for (let b = 0; b < precons.length; b++) if (a !== b) out.push([a, b]);
  return out;
};

/**
 * The ordered pairings of the unordered precon pairs `spec` names ("a:b,c:d", precon ids), both
 * seatings each, or every pairing when it names none: a tuning run can play only the matchups it is
 * about, many games each, in the time the whole table takes at a few.
 */
export function pairsOf(spec?: string): [number, number][] {
  if (!spec) return orderedPairs();
  const index = (id: string) => {
    const i = precons.findIndex((p) => p.id === id);
    if (i < 0) throw new Error(`--pairs: no precon ${id} (precons: ${precons.map((p) => p.id).join(', ')})`);
    return i;
  };
  return spec.split(',').flatMap((pair): [number, number][] => {
    const [a, b] = pair.split(':').map(index);
    if (b === undefined || a === b) throw new Error(`--pairs: ${pair} is not two different precons joined by ':'`);
    return [[a, b], [b, a]];
  });
}

export function matchupJobs(base: string, games: number, pairs = orderedPairs()): Job[] {
  return Array.from({ length: games }, (_, g) => ({ kind: 'matchup', a: pairs[g % pairs.length][0], b: pairs[g % pairs.length][1], seed: `${base}-m-${g}` }));
}

const costSize = (id: string) => catalog.find((c) => c.id === id)!.cost.reduce((n, p) => n + p.count, 0);

/**
 * The card that stands in for a card taken out: a plain unit (a deckbuildable character with no
 * behaviour, in no precon) that every deck's dice pay, that is one costing only basic symbols (Tavern
 * Brawler, 2/2 for 2 basic), else the cheapest plain unit. Swapping in a filler keeps the deck at its
 * size, so "without" does not also mean "fatigued sooner"; a filler every deck can pay keeps "without"
 * from meaning "with a dead card" in decks whose dice do not show the filler's magic (docs/decisions.md,
 * "Card impact: a filler every deck pays"). Null when the catalogue has none: then the card's copies are
 * simply removed.
 */
export function defaultFiller(): string | null {
  const inPrecons = new Set(precons.flatMap((p) => p.cards.map((c) => c.id)));
  const plain = catalog.filter((c) => isDeckbuildable(c) && c.type === 'character' && !behaviours[c.id] && !inPrecons.has(c.id));
  const anyDice = (id: string) => catalog.find((c) => c.id === id)!.cost.every((p) => p.kind === 'basic');
  return plain.sort((x, y) => Number(anyDice(y.id)) - Number(anyDice(x.id)) || costSize(x.id) - costSize(y.id) || x.id.localeCompare(y.id))[0]?.id ?? null;
}

/** Every deckbuildable card of every precon, as (deck, card) pairs; a card in two precons counts in each. */
export function impactCards(): { deck: number; card: string }[] {
  const byId = new Map(catalog.map((c) => [c.id, c]));
  return precons.flatMap((p, deck) => p.cards.filter((c) => byId.get(c.id) && isDeckbuildable(byId.get(c.id)!)).map((c) => ({ deck, card: c.id })));
}

/**
 * For each precon, `games` games with its list as it is and `games` games for each of its cards
 * without that card (or only the cards `only` names), on the same seeds, opponents and seats, so each with/without pair differs
 * only in the card. Opponents rotate over the other precons; the deck sits in both seats.
 */
export function impactJobs(base: string, games: number, filler: string | null, only?: string[]): Job[] {
  const jobs: Job[] = [];
  // `only` (precon:card or card) measures a subset; a precon is played with its full list only if one of its cards is chosen.
  const cards = impactCards().filter((c) => !only || only.includes(c.card) || only.includes(`${precons[c.deck].id}:${c.card}`));
  for (let deck = 0; deck < precons.length; deck++) {
    const others = precons.map((_, i) => i).filter((i) => i !== deck);
    if (only && !cards.some((c) => c.deck === deck)) continue;
    for (const without of [null, ...cards.filter((c) => c.deck === deck).map((c) => c.card)]) {
      for (let g = 0; g < games; g++) {
        const opp = others[g % others.length];
        const seat = Math.floor(g / others.length) % 2;
        jobs.push({ kind: 'impact', deck, opp, seat, seed: `${base}-i-${deck}-${g}`, without, filler });
      }
    }
  }
  return jobs;
}

/**
 * Substitution games (substitution.ts): matchups over the ordered pairings in rotation, each card of
 * each deck swapped out with probability p, drawn from the seed before any game is played. The run is
 * as long as it takes (in whole rotations of the pairings) for every (deck, card) to have at least
 * `minWithout` games without the card; the draws alone decide that, not any result.
 */
export function substitutionJobs(base: string, minWithout: number, p: number, filler: string | null, maxGames = 200_000): Job[] {
  const pairs = orderedPairs();
  const ids = precons.map((_, deck) => impactCards().filter((c) => c.deck === deck).map((c) => c.card));
  const without = new Map<string, number>(impactCards().map((c) => [`${c.deck}:${c.card}`, 0]));
  const jobs: Job[] = [];
  while (jobs.length < maxGames) {
    for (const [a, b] of pairs) {
      const seed = `${base}-s-${jobs.length}`;
      const out: [string[], string[]] = [swappedOut(seed, 0, ids[a], p), swappedOut(seed, 1, ids[b], p)];
      for (const c of out[0]) without.set(`${a}:${c}`, without.get(`${a}:${c}`)! + 1);
      for (const c of out[1]) without.set(`${b}:${c}`, without.get(`${b}:${c}`)! + 1);
      jobs.push({ kind: 'swap', a, b, seed, out, filler });
    }
    if (Math.min(...without.values()) >= minWithout) break;
  }
  return jobs;
}

/** A precon's list with `out`'s cards replaced, copy for copy, by the filler (or removed when there is none). */
function withSwapped(deck: number, out: readonly string[], filler: string | null) {
  const d = precons[deck];
  const cards = d.cards.flatMap((c) => (!out.includes(c.id) ? [c] : filler ? [{ id: filler, count: c.count }] : []));
  // Two swapped cards both become filler copies: merge them into one entry.
  const merged = new Map<string, { id: string; count: number }>();
  for (const c of cards) merged.set(c.id, { ...c, count: (merged.get(c.id)?.count ?? 0) + c.count });
  return { ...d, cards: [...merged.values()] };
}

export function setupOf(job: Job): GameSetup {
  if (job.kind === 'matchup') return preconSetup(job.a, job.b, job.seed);
  if (job.kind === 'swap') {
    const setup = preconSetup(job.a, job.b, job.seed);
    [job.a, job.b].forEach((deck, seat) => {
      if (job.out[seat].length) setup.players[seat] = { ...setup.players[seat], deck: withSwapped(deck, job.out[seat], job.filler) };
    });
    return setup;
  }
  const setup = job.seat === 0 ? preconSetup(job.deck, job.opp, job.seed) : preconSetup(job.opp, job.deck, job.seed);
  if (job.without) {
    const deck = precons[job.deck];
    const cards = deck.cards.flatMap((c) => (c.id !== job.without ? [c] : job.filler ? [{ id: job.filler, count: c.count }] : []));
    setup.players[job.seat] = { ...setup.players[job.seat], deck: { ...deck, cards } };
  }
  return setup;
}
