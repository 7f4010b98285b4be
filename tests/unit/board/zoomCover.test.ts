import { describe, expect, it } from 'vitest';
import { zoomCoversChoose, zoomSpot } from '../../../src/client/board/champions/zoomCover';

describe("the hover zoom over a champion's Choose button", () => {
  const champion = { x: 100, y: 200, w: 80, h: 112 };
  it('covers the button when it meets its strip (above the card\'s foot), not the card above it', () => {
    expect(zoomCoversChoose(null, champion)).toBe(false);
    // The strip runs from 200 + 33.6 - 26 to 200 + 33.6: a zoom ending just above it (the card's top part covered) leaves the button.
    expect(zoomCoversChoose({ x: 0, y: 0, w: 300, h: 207 }, champion)).toBe(false);
    expect(zoomCoversChoose({ x: 0, y: 0, w: 300, h: 210 }, champion)).toBe(true);
    expect(zoomCoversChoose({ x: 0, y: 234, w: 300, h: 100 }, champion)).toBe(false);
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
