import { describe, expect, it } from 'vitest';
import { ZoomCache } from '../../../src/client/board/scene/zoomCache';

describe('the zoom cache', () => {
  it('never releases a face it only borrows (a card image the board sprites share)', () => {
    const released: string[] = [];
    const cache = new ZoomCache<string>(2, (v) => released.push(v));
    cache.set('a', 'image a', false);
    cache.set('b', 'drawn b', true);
    for (const k of ['c', 'd', 'e']) cache.set(k, `drawn ${k}`, true);
    expect(released).not.toContain('image a');
    expect(released).toEqual(['drawn b', 'drawn c']);
    cache.clear();
    expect(released).toEqual(['drawn b', 'drawn c', 'drawn d', 'drawn e']);
  });

  it('keeps the faces zoomed most recently and drops only the least recently used', () => {
    const released: string[] = [];
    const cache = new ZoomCache<string>(2, (v) => released.push(v));
    cache.set('a', 'A', true);
    cache.set('b', 'B', true);
    expect(cache.get('a')).toBe('A'); // hovered again: now the newest
    cache.set('c', 'C', true);
    expect(released).toEqual(['B']);
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
