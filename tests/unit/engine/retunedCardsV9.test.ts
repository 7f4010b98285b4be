import { describe, it, expect } from 'vitest';
import { Match } from './driver';
import { card, underRulesOf } from '../../../src/engine/catalog';
import { createGame, preconSetup, soloSetup } from '../../../src/engine';
import { HAND_SIZE } from '../../../src/engine/flow';
import { OPENING_CARDS_V9 } from '../../../src/engine/setup';
import v8Cards from '../../../assets/cards/v8/cards.json';
import v7Cards from '../../../assets/cards/v7/cards.json';

/**
 * Rules version 9 retuned cards for the precon matchups as the standard bot plays them after its changes
 * (issue 17), and gave round one's first player a sixth card; a game set up under version 8 keeps each
 * retuned card as assets/cards/v8/cards.json holds it, and its opening hands of five.
 */
describe('rules version 9', () => {
  const at = (rulesVersion: number) => new Match({ rulesVersion }).s.setup;

  it('every retuned card reads as version 8 kept it in a version-8 game, and as today in a version-9 game', () => {
    expect(v8Cards.length).toBeGreaterThan(0);
    for (const old of v8Cards) {
      const then = underRulesOf(at(8), () => card(old.id));
      const now = underRulesOf(at(9), () => card(old.id));
      expect(then, old.id).toEqual(old);
      expect(now, `${old.id} is retuned`).not.toEqual(old);
    }
  });

  it('version 7 still reads its own cards under the version-8 layer', () => {
    for (const old of v7Cards) expect(underRulesOf(at(7), () => card(old.id)), old.id).toEqual(old);
  });

  for (const seed of ['opening-0', 'opening-1', 'opening-2', 'opening-3']) {
    it(`round one's first player opens with a sixth card from version 9 on, not before (seed ${seed})`, () => {
      const v9 = createGame(preconSetup(0, 4, seed));
      const second = v9.order.find((n) => n !== v9.firstPlayer)!;
      expect(v9.players[v9.firstPlayer].piles.hand.length).toBe(HAND_SIZE + OPENING_CARDS_V9);
      expect(v9.players[second].piles.hand.length).toBe(HAND_SIZE);
      const v8 = createGame({ ...preconSetup(0, 4, seed), rulesVersion: 8 });
      expect(v8.order.map((n) => v8.players[n].piles.hand.length)).toEqual([HAND_SIZE, HAND_SIZE]);
    });
  }

  it('the chimera never takes the sixth card', () => {
    for (let seed = 0; seed < 8; seed++) {
      const s = createGame(soloSetup(0, 'blaze', seed));
      const chimera = s.order.find((n) => s.players[n].isChimera)!;
      const player = s.order.find((n) => n !== chimera)!;
      expect(s.players[player].piles.hand.length).toBe(s.firstPlayer === player ? HAND_SIZE + OPENING_CARDS_V9 : HAND_SIZE);
    }
  });
});
