import { describe, expect, it } from 'vitest';
import { computeLayout } from '../../../src/client/board/layout/boardLayout';
import { canvasScale } from '../../../src/client/board/layout/sizes';
import { drawnBox, zoomPlace } from '../../../src/client/board/layout/zoomPlace';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';

type Box = { x: number; y: number; w: number; h: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** A centred box (layout/zoomPlace's) as a rectangle from its corner. */
const rect = (c: Box): Box => ({ x: c.x - c.w / 2, y: c.y - c.h / 2, w: c.w, h: c.h });

describe('the hover zoom (board-spec 2: kept in view)', () => {
  const sizes = [[1280 - 300, 800], [1920 - 300, 1080], [3840 - 300, 2160], [390, 700], [844, 390]] as const;
  for (const [cw, ch] of sizes) {
    it(`at a ${cw}x${ch} canvas stays inside the board and never covers the hovered card's own row`, () => {
      const s = canvasScale(cw, ch);
      const layout = computeLayout(syntheticView(150), cw / s, ch / s, { cardSize: 'normal', useSquareCards: false });
      let clear = 0;
      for (const card of layout.cards.filter((c) => !c.buried)) {
        const row = layout.cards.filter((c) => c.side === card.side && c.zone === card.zone && !c.buried);
        const z = zoomPlace(drawnBox(card), layout.width, layout.height, false, row.map(drawnBox));
        expect(z.x).toBeGreaterThanOrEqual(0);
        expect(z.y).toBeGreaterThanOrEqual(0);
        expect(z.x + z.w).toBeLessThanOrEqual(layout.width + 0.01);
        expect(z.y + z.h).toBeLessThanOrEqual(layout.height + 0.01);
        expect(overlaps(z, rect(drawnBox(card)))).toBe(false);
        // The rest of the row (the hand the player scans, the attackers) stays in sight.
        if (!row.some((c) => overlaps(z, rect(drawnBox(c))))) clear++;
      }
      // On a board tall enough for the zoom above or below a row, every row stays clear.
      if (layout.height >= 640) expect(clear).toBe(layout.cards.filter((c) => !c.buried).length);
    });
  }

  it('rises above a hand at the bottom and drops below the opponent’s top rows, at full size when there is room', () => {
    const hand = zoomPlace({ x: 200, y: 650, w: 65, h: 91 }, 1000, 720);
    expect(hand.y + hand.h).toBeLessThanOrEqual(650 - 91 / 2);
    expect(hand.h).toBe(420);
    const top = zoomPlace({ x: 200, y: 60, w: 65, h: 91 }, 1000, 720);
    expect(top.y).toBeGreaterThanOrEqual(60 + 91 / 2);
  });

  it('on a short board goes beside the card, kept in view by the spec’s offsets', () => {
    const z = zoomPlace({ x: 700, y: 200, w: 65, h: 91 }, 1000, 400);
    expect(z.x + z.w).toBeLessThanOrEqual(1000);
    expect(z.y).toBeGreaterThanOrEqual(0);
    expect(overlaps(z, { x: 700 - 32.5, y: 200 - 45.5, w: 65, h: 91 })).toBe(false);
  });
});

describe('a card as drawn', () => {
  it('is turned when exhausted and taller by the upgrades peeking out above it', () => {
    expect(drawnBox({ x: 100, y: 100, w: 65, h: 91, rotation: Math.PI / 2 })).toEqual({ x: 100, y: 100, w: 91, h: 65 });
    const upgraded = drawnBox({ x: 100, y: 100, w: 65, h: 91, rotation: 0, card: { upgrades: [{}, {}] } });
    expect(upgraded.y - upgraded.h / 2).toBe(100 - 91 / 2 - 30);
    expect(upgraded.y + upgraded.h / 2).toBe(100 + 91 / 2);
  });
});
