import { describe, it, expect } from 'vitest';
import { playBotGame, preconSetup } from '../../../src/engine/simulate';
import { catalog } from '../../../src/engine';
import unitsSet from '../../../assets/cards/sets/units.json';

/**
 * Bots play decks made of the units set's cards (keywords, triggered abilities, the new actions and
 * reactions) and the games still end: the bot follows guard through the legal target list.
 */
const ids = unitsSet.cards.map((c) => c.id);
/** Nine of the set's cards, two copies each, starting at `from` and wrapping round the set. */
const deck = (from: number) => Array.from({ length: 9 }, (_, i) => ({ id: ids[(from + i) % ids.length], count: 2 }));
const dice = ['ceremonial', 'illusion', 'natural', 'divine', 'charm', 'sympathy', 'time'].map((magic, i) => ({ magic, count: i < 3 ? 2 : 1 }));

describe('bots play the units set to the end', () => {
  it('over a dozen seeds, every game ends with a winner and most new cards get played', () => {
    const played = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const setup = preconSetup(0, 1, `units-${seed}`);
      setup.players[0].deck = { champions: ['orla-cinderhand', 'thessaly-gloamveil', 'bram-oakenroot'], cards: deck(seed * 5), dicepool: dice } as never;
      setup.players[1].deck = { champions: ['seraphine-dawnsworn', 'corvin-hexweaver', 'ottoline-clockwise'], cards: deck(seed * 5 + 9), dicepool: dice } as never;
      const g = playBotGame(setup, 4000);
      expect(g.state.winner).not.toBeNull();
      for (const c of g.state.cardLog) if (c.type === 'play' && c.obj) played.add(c.obj.id);
    }
    const newPlayed = ids.filter((id) => played.has(id));
    expect(newPlayed.length).toBeGreaterThanOrEqual(14);
    expect(catalog.filter((c) => ids.includes(c.id)).length).toBe(ids.length);
  }, 120_000);
});
