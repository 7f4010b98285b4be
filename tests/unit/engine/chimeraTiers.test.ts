import { describe, expect, it } from 'vitest';
import { cardById, chimeraTiers, createGame, playBotGame, soloSetup } from '../../../src/engine';

/** Issue 17: each chimera tier sets up with its own parts and behaviour deck, plays its behaviours per round, and a game against the bot ends. */
describe('the chimera tiers', () => {
  it('are Ember, Blaze and Inferno, easiest first, Blaze the default', () => {
    expect(chimeraTiers.map((t) => t.tierName)).toEqual(['Ember', 'Blaze', 'Inferno']);
  });

  for (const tier of chimeraTiers) {
    it(`${tier.tierName}: sets up its parts and behaviour deck and plays a game to the end against the bot`, () => {
      const setup = soloSetup(1, tier.chimeraTier, 7);
      const s = createGame(setup);
      const name = setup.players[1].name;
      const p = s.players[name];
      expect(name).toBe(`${tier.tierName} Chimera`);
      const parts = p.piles.champions.map((u) => s.cards[u].id);
      expect(parts).toEqual(tier.champions);
      expect(parts.map((id) => [cardById[id].attack, cardById[id].defense])).toEqual(tier.champions.map((id) => [cardById[id].attack, cardById[id].defense]));
      expect(p.piles.deck.length).toBe(tier.cards.reduce((n, c) => n + c.count, 0));
      let most = 0;
      const g = playBotGame(setup, 5000, (x) => (most = Math.max(most, x.players[name].behavioursThisRound)));
      expect(g.state.winner).toBeTruthy();
      expect(most).toBe(tier.behavioursPerRound);
    });
  }

  it('the tiers climb: each has tougher parts or more behaviours per round than the one below', () => {
    const life = (t: (typeof chimeraTiers)[number]) => t.champions.reduce((n, id) => n + (cardById[id].defense ?? 0), 0);
    for (let i = 1; i < chimeraTiers.length; i++) {
      const [lo, hi] = [chimeraTiers[i - 1], chimeraTiers[i]];
      expect(life(hi) + hi.behavioursPerRound * 10).toBeGreaterThan(life(lo) + lo.behavioursPerRound * 10);
    }
  });
});
