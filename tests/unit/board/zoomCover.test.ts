import { describe, expect, it } from 'vitest';
import { zoomCoversChoose, zoomSpot } from '../../../src/client/board/champions/zoomCover';

describe("the hover zoom over a champion's Choose button", () => {
  const champion = { x: 100, y: 200, w: 80, h: 112 };
  it('covers the button when it meets the strip at the foot of the card, not the card above it', () => {
    expect(zoomCoversChoose(null, champion)).toBe(false);
    // The zoom ending just above the strip (the card's top part covered): the button stays.
    expect(zoomCoversChoose({ x: 0, y: 0, w: 300, h: 200 + 56 - 26 }, champion)).toBe(false);
    expect(zoomCoversChoose({ x: 0, y: 0, w: 300, h: 200 + 56 - 20 }, champion)).toBe(true);
    // Beside the card.
    expect(zoomCoversChoose({ x: 141, y: 0, w: 300, h: 400 }, champion)).toBe(false);
    expect(zoomCoversChoose({ x: 139, y: 0, w: 300, h: 400 }, champion)).toBe(true);
  });
  it('tells its listeners only when the zoom moves or goes', () => {
    const spot = zoomSpot();
    let told = 0;
    const off = spot.subscribe(() => told++);
    spot.set({ x: 1, y: 2, w: 3, h: 4 });
    spot.set({ x: 1, y: 2, w: 3, h: 4 });
    expect(told).toBe(1);
    spot.set(null);
    spot.set(null);
    expect([told, spot.get()]).toEqual([2, null]);
    off();
    spot.set({ x: 0, y: 0, w: 1, h: 1 });
    expect(told).toBe(2);
  });
});
