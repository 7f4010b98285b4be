/**
 * What the standard bot does with each precon card it draws (issue 17 balance): played, pitched for
 * bacon, or still in hand when the game ended. Card impact (bench/engine.ts) says how much a card is
 * worth to its deck; this says why a weak one is weak: a card that is seldom played is dead in hand
 * (its trigger rarely comes, or the bot does not want it), one that is played often and still reads
 * below the filler does too little when it resolves. A diagnostic for tuning, not a goal figure.
 *
 *   npx tsx bench/cardUse.ts [--games N] [--seed X]
 *
 * Matchup games over every ordered precon pairing on a fresh seed (printed; --seed repeats a run).
 * Shares carry Wilson 95% intervals over the copies drawn.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { precons, playBotGame, preconSetup } from '../src/engine';
import type { GameState } from '../src/engine';
import { orderedPairs } from './balance/jobs';
import { wilson, pctCI } from './balance/stats';

const { values: args } = parseArgs({ options: { games: { type: 'string' }, seed: { type: 'string' } } });
const pairs = orderedPairs();
const GAMES = Number(args.games ?? pairs.length * 8);
const SEED = args.seed ?? randomBytes(6).toString('hex');

interface Use { drawn: number; played: number; pitched: number; held: number }
/** Keyed "deck:card": the same card in two precons is counted in each. */
const uses = new Map<string, Use>();
const useOf = (key: string): Use => {
  let u = uses.get(key);
  if (!u) uses.set(key, (u = { drawn: 0, played: 0, pitched: 0, held: 0 }));
  return u;
};

console.log(`# Card use: seed ${SEED} (repeat with --seed ${SEED}), ${GAMES} matchup games`);
for (let g = 0; g < GAMES; g++) {
  const [a, b] = pairs[g % pairs.length];
  const setup = preconSetup(a, b, `${SEED}-u-${g}`);
  const deckOf = new Map(setup.players.map((p, i) => [p.name, precons[i === 0 ? a : b].id]));
  const inHand = (s: GameState) => new Set(Object.values(s.players).flatMap((p) => p.piles.hand));
  let hand = new Set<string>();
  const { state } = playBotGame(setup, 4000, (s) => {
    const now = inHand(s);
    for (const u of now) if (!hand.has(u)) useOf(`${deckOf.get(s.cards[u].owner)}:${s.cards[u].id}`).drawn++;
    for (const u of hand) {
      if (now.has(u)) continue;
      const c = s.cards[u];
      if (!c) continue; // a card that left the game's card list (a conjuration's copy) was never a precon card
      const use = useOf(`${deckOf.get(c.owner)}:${c.id}`);
      if (c.zone === 'spent') use.pitched++;
      else if (c.zone !== 'deck') use.played++;
    }
    hand = now;
  });
  for (const u of hand) useOf(`${deckOf.get(state.cards[u].owner)}:${state.cards[u].id}`).held++;
}

const inPrecon = new Set(precons.flatMap((p) => p.cards.map((c) => `${p.id}:${c.id}`)));
const rows = [...uses].filter(([k]) => inPrecon.has(k)).sort((x, y) => x[1].played / x[1].drawn - y[1].played / y[1].drawn);
console.log('\ndeck:card | drawn | played | pitched | held at the end');
for (const [k, u] of rows) console.log(`${k} | ${u.drawn} | ${pctCI(wilson(u.played, u.drawn))} | ${pctCI(wilson(u.pitched, u.drawn))} | ${pctCI(wilson(u.held, u.drawn))}`);
