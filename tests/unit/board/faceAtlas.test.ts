import type { Container, Renderer } from 'pixi.js';
import { beforeAll, describe, expect, it } from 'vitest';

// Pixi reads navigator when it loads (node 20 has none); nothing here draws, so a bare one will do.
let pixi: typeof import('pixi.js');
let mod: typeof import('../../../src/client/board/scene/faceAtlas');
beforeAll(async () => {
  if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  pixi = await import('pixi.js');
  mod = await import('../../../src/client/board/scene/faceAtlas');
});

/** A renderer that records where the atlas draws (no WebGL in node): the target and the slot's offset. */
function fakeRenderer() {
  const draws: { target: unknown; x: number; y: number; children: number }[] = [];
  const renderer = {
    render: (o: { container: Container; target: unknown; transform: { tx: number; ty: number } }) =>
      draws.push({ target: o.target, x: o.transform.tx, y: o.transform.ty, children: o.container.children.length }),
  } as unknown as Renderer;
  return { renderer, draws };
}

/** A drawn face as generateTexture returns it: w x h points at `resolution`. */
const drawn = (w: number, h: number, resolution = 1) => pixi.RenderTexture.create({ width: w, height: h, resolution });

describe('FaceAtlas', () => {
  it('puts faces of one size side by side on one page, each drawn at its own slot', () => {
    const { renderer, draws } = fakeRenderer();
    const atlas = new mod.FaceAtlas(renderer);
    const faces = Array.from({ length: 3 }, () => atlas.add(drawn(266, 370))!);
    expect(faces.every((f) => f instanceof mod.AtlasFace)).toBe(true);
    expect(new Set(faces.map((f) => f.source)).size).toBe(1);
    expect(faces.map((f) => [f.frame.x, f.frame.y])).toEqual([[0, 0], [266, 0], [532, 0]]);
    expect(draws.map((d) => [d.x, d.y])).toEqual([[0, 0], [266, 0], [532, 0]]);
    // The eraser clears the slot before the face is drawn over it.
    expect(draws.every((d) => d.children === 2 && d.target === draws[0].target)).toBe(true);
    expect(atlas.stats()).toEqual({ pages: 1, faces: 3, free: Math.floor(mod.PAGE_SIZE / 266) * Math.floor(mod.PAGE_SIZE / 370) - 3 });
  });

  it('keeps the size in points of the face it copies, and its pixels', () => {
    const atlas = new mod.FaceAtlas(fakeRenderer().renderer);
    const face = atlas.add(drawn(150, 210, 2))!;
    expect([face.width, face.height]).toEqual([150, 210]);
    expect([face.frame.width, face.frame.height]).toEqual([300, 420]);
  });

  it('frees a slot when its face is destroyed, reuses it, and never destroys the page', () => {
    const atlas = new mod.FaceAtlas(fakeRenderer().renderer);
    const a = atlas.add(drawn(100, 140))!;
    const b = atlas.add(drawn(100, 140))!;
    const page = a.source;
    a.destroy(true);
    expect(page.destroyed).toBe(false);
    expect(atlas.stats().faces).toBe(1);
    const c = atlas.add(drawn(100, 140))!;
    expect([c.frame.x, c.frame.y]).toEqual([0, 0]);
    b.destroy(true);
    c.destroy(true);
    // An empty page is cut anew for another size rather than a second page being made.
    const d = atlas.add(drawn(200, 280))!;
    expect(d.source).toBe(page);
    expect([d.frame.x, d.frame.y, d.frame.width]).toEqual([0, 0, 200]);
    expect(atlas.stats().pages).toBe(1);
  });

  it('opens another page when one is full, or for another size while the first is in use', () => {
    const atlas = new mod.FaceAtlas(fakeRenderer().renderer);
    const perPage = Math.floor(mod.PAGE_SIZE / 500) * Math.floor(mod.PAGE_SIZE / 500);
    const faces = Array.from({ length: perPage + 1 }, () => atlas.add(drawn(500, 500))!);
    expect(new Set(faces.map((f) => f.source)).size).toBe(2);
    atlas.add(drawn(100, 100));
    expect(atlas.stats().pages).toBe(3);
    atlas.destroy();
    expect(faces[0].source.destroyed).toBe(true);
  });

  it('leaves faces too big for a slot to their own texture', () => {
    const atlas = new mod.FaceAtlas(fakeRenderer().renderer);
    expect(atlas.add(drawn(mod.MAX_SLOT + 1, 100))).toBeNull();
    expect(atlas.add(drawn(260, 364, 4))).toBeNull();
    expect(atlas.stats().pages).toBe(0);
    expect(pixi.Texture.EMPTY.destroyed).toBe(false);
  });
});
