import { describe, it, expect } from 'vitest';
import { preconSetup, precons, createGame, applyAction, awaitedPlayer, legalActions } from '../../../src/engine';
import type { GameState } from '../../../src/engine';
import type { GameSetup } from '../../../src/protocol/game';
import { readRecordedGames } from './recordedGames';

const v2Setups = readRecordedGames('rules-v2.json').map((g) => g.setup);

/** A small seeded generator for the random policy (mulberry32): the same games on every run. */
function chooser(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

// About 12 s of one core: 24 games of 300 steps, each step trying some 15 offers.
const GAMES = 24;
const STEPS = 300;

/**
 * Games where the awaited player picks uniformly among what its prompt offers (buttons, selectable
 * cards, targets, pitches: legalActions, the listing the board and the bot read). At every step
 * each offered action is tried on the state as it is: the engine must accept every one of them.
 */
describe('the prompt offers only what the engine accepts', () => {
  it(`${GAMES} seeded random-policy games: every offered action is accepted at every step`, () => {
    const n = precons.length;
    let tried = 0;
    let battles = 0;
    for (let g = 0; g < GAMES; g++) {
      const pick = chooser(g + 1);
      // One game in four under rules version 2, with decks of that version's cards (a recorded
      // version-2 game's setup, new seed): the prompt must match those rules too.
      const v2 = v2Setups[g % v2Setups.length];
      const setup: GameSetup = g % 4 === 3 ? { ...v2, gameId: `offered-${g}`, seed: `offered-${g}` } : preconSetup(g % n, (g * 3 + 1) % n, `offered-${g}`);
      let s: GameState = createGame(setup);
      for (let k = 0; k < STEPS && !s.winner; k++) {
        const who = awaitedPlayer(s)!;
        const offered = legalActions(s, who);
        expect(offered.length, `nothing offered to ${who} at step ${k} of game ${g}`).toBeGreaterThan(0);
        const results = offered.map((a) => [a, applyAction(s, who, a)] as const);
        for (const [a, r] of results) expect(r.ok ? null : r.reason, `game ${g} step ${k}: ${who} offered ${JSON.stringify(a)}`).toBeNull();
        tried += offered.length;
        if (s.battle) battles++;
        const r = results[pick(results.length)][1];
        if (r.ok) s = r.state;
      }
    }
    // Enough of the game is reached: thousands of battle steps, tens of thousands of offers.
    expect(battles).toBeGreaterThan(2000);
    expect(tried).toBeGreaterThan(30_000);
  }, 60_000);
});
