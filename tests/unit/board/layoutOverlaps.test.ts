import { describe, expect, it } from 'vitest';
import { computeLayout, sides } from '../../../src/client/board/layout/boardLayout';
import { findOverlaps } from '../../../src/client/board/layout/overlaps';
import { canvasScale, MIN_READABLE_CARD_W, sizeMultiplier } from '../../../src/client/board/layout/sizes';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import type { CardSize } from '../../../src/protocol/account';
import type { CardView, GameView, PlayerView } from '../../../src/protocol/game';
import { mulberry32 } from '../../../src/cardArt/seed';

/** A seeded generator, so a failing case is reproducible from its seed. */
const rng = mulberry32;

const ids = ['ember-bolt', 'thornling', 'sanctuary', 'aegis-call'];

/** A player with random pile counts: duplicates side by side, exhausted cards, many dice. */
function randomPlayer(base: PlayerView, prefix: string, r: () => number): PlayerView {
  const n = (max: number) => Math.floor(r() * (max + 1));
  const pile = (zone: string, count: number, extra: Partial<CardView> = {}): CardView[] =>
    Array.from({ length: count }, (_, i) => ({ uuid: `${prefix}-${zone}-${i}`, id: ids[Math.floor(r() * ids.length)], name: 'X', facedown: false, type: 'Action', exhausted: r() < 0.25, ...extra }) as CardView);
  return {
    ...base,
    cardPiles: {
      ...base.cardPiles,
      hand: pile('hand', n(12), { exhausted: false }),
      discard: pile('discard', n(10)),
      spent: pile('spent', n(10)),
      purged: pile('purged', n(3)),
      archives: pile('archives', n(4)),
      spells: pile('spells', n(7), { type: 'Ready Spell' }),
      'play area': pile('play', n(22)),
    },
    champions: pile('champ', 1 + n(2), { type: 'Champion' }),
    dice: Array.from({ length: n(16) }, (_, i) => ({ uuid: `${prefix}-die-${i}`, magic: 'divine' as const, face: 'basic' as const, exhausted: false })),
  };
}

function randomView(r: () => number): GameView {
  const v = syntheticView(60);
  const spectatorOfOne = r() < 0.1;
  return {
    ...v,
    manualMode: r() < 0.5,
    players: spectatorOfOne ? { Alice: randomPlayer(v.players.Alice, 'a', r) } : { Alice: randomPlayer(v.players.Alice, 'a', r), Bob: randomPlayer(v.players.Bob, 'b', r) },
  };
}

/** A canvas from a phone (390x844, either way up) to 4K, with or without the sidebar beside it. */
function randomCanvas(r: () => number): { w: number; h: number } {
  const long = 780 + r() * (3840 - 780);
  const short = 390 + r() * (Math.min(long, 2160) - 390);
  return r() < 0.3 ? { w: short, h: long } : { w: long, h: short };
}

describe('board layout: nothing overlaps, at any size and pile count (property test)', () => {
  it('400 random boards from 390x844 to 3840x2160: no overlap between zones, bars, energy, dice; all inside; cards readable', () => {
    const sizes: CardSize[] = ['small', 'normal', 'large', 'x-large'];
    for (let seed = 1; seed <= 400; seed++) {
      const r = rng(seed);
      const view = randomView(r);
      const canvas = randomCanvas(r);
      const cardSize = sizes[Math.floor(r() * sizes.length)];
      const scale = canvasScale(canvas.w, canvas.h);
      const settings = { cardSize, useSquareCards: r() < 0.2, compact: r() < 0.3, minCardW: MIN_READABLE_CARD_W / scale };
      const layout = computeLayout(view, canvas.w / scale, canvas.h / scale, settings);
      const problems = findOverlaps(layout);
      expect(problems, `seed ${seed}, ${Math.round(canvas.w)}x${Math.round(canvas.h)}, ${JSON.stringify(settings)}`).toEqual([]);
      expect(layout.width).toBeGreaterThanOrEqual(canvas.w / scale - 1e-6);
      expect(layout.height).toBeGreaterThanOrEqual(canvas.h / scale - 1e-6);
      // Never below the readable width but by the profile's own choice of a smaller size.
      expect(layout.cardW * scale).toBeGreaterThanOrEqual(MIN_READABLE_CARD_W * sizeMultiplier[cardSize] - 1e-6);
      expect(layout.cards.length).toBe(new Set(layout.cards.map((c) => c.uuid)).size);
    }
  });

  it('fills a desktop canvas exactly: at 1280x800 with the sidebar, cards of about 80 CSS px, the layout the canvas size', () => {
    const view = syntheticView(60);
    const layout = computeLayout(view, 980, 744, { cardSize: 'normal', useSquareCards: false, minCardW: MIN_READABLE_CARD_W });
    expect([layout.width, layout.height]).toEqual([980, 744]);
    expect(layout.cardW).toBeGreaterThan(78);
    // Something reaches the right end of the rows (piles, dice): the right half is used.
    expect(Math.max(...layout.piles.map((p) => p.rect.x + p.rect.w))).toBeGreaterThan(960);
    const { me } = sides(view);
    expect(me).toBeDefined();
  });

  it('reports what overlaps: a card moved onto a stats bar, another off the canvas', () => {
    const layout = computeLayout(syntheticView(60), 980, 744, { cardSize: 'normal', useSquareCards: false });
    expect(findOverlaps(layout)).toEqual([]);
    const [first, second] = layout.cards.filter((c) => c.side === 'me' && c.zone === 'champions');
    const bar = layout.bars.me;
    first.y = bar.y;
    second.x = layout.width + 10;
    const found = findOverlaps(layout);
    expect(found).toContainEqual({ a: `card me champions ${second.uuid}`, b: 'canvas' });
    expect(found.some((o) => o.a === `card me champions ${first.uuid}` && o.b === 'bar me')).toBe(true);
  });
});
