import { describe, expect, it } from 'vitest';
import { badgeRadius, badgeSlots, uprightRotation } from '../../../src/client/board/scene/badgeLayout';
import { faceOf, faceResolution } from '../../../src/client/board/scene/faceSpec';

describe('badges on a card', () => {
  it('stay upright whatever the card does: an exhausted card turns, its badges do not', () => {
    for (const rotation of [0, Math.PI / 2, Math.PI / 4, -Math.PI / 2]) expect(rotation + uprightRotation(rotation)).toBeCloseTo(0, 10);
  });

  it('sit inside the card both standing and lying down', () => {
    const [w, h] = [100, 140];
    const r = badgeRadius(w, h);
    expect(r).toBeGreaterThanOrEqual(12);
    for (const n of [1, 3, 5, 7]) {
      const slots = badgeSlots(n, r, w, h);
      expect(slots).toHaveLength(n);
      // Upright slots, checked against the card's narrower side and its height in either pose.
      for (const s of slots) {
        expect(Math.abs(s.x) + r).toBeLessThanOrEqual(Math.min(w, h) / 2);
        expect(Math.abs(s.y) + r).toBeLessThanOrEqual(Math.min(w, h) / 2 + 2 * r);
      }
    }
  });
});

describe('face textures', () => {
  it('are baked a little above the pixels they cover, never below', () => {
    for (const px of [40, 72, 100, 150, 300, 600]) {
      const res = faceResolution(px);
      expect(res * 300).toBeGreaterThanOrEqual(Math.min(px, 600));
    }
    expect(faceResolution(100)).toBe(0.5);
    expect(faceResolution(10_000)).toBe(2);
  });

  it('are one per card and look: a defeated card, a buffed attack or an alt art get their own', () => {
    const base = { id: 'orla-cinderhand', stub: 'orla-cinderhand', imageStub: 'orla-cinderhand', name: 'Orla Cinderhand', attack: 2, defense: 8 };
    const key = (c: object) => faceOf({ ...base, ...c }, false, 'compact').key;
    expect(key({})).toBe(key({ text: 'other text' }));
    expect(new Set([key({}), key({ defeated: true }), key({ attack: 3 }), key({ imageStub: 'orla-cinderhand-gilded' })]).size).toBe(4);
    const alt = faceOf({ ...base, imageStub: 'orla-cinderhand-gilded' }, false, 'full');
    expect(alt.card.id).toBe('orla-cinderhand-gilded');
    expect(alt.opts.palette).toBeDefined();
  });
});
