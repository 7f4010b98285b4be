import type { Application, Container } from 'pixi.js';
import { gsap } from 'gsap';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// Pixi reads navigator when it loads (node 20 has none); nothing here draws, so a bare one will do.
let pixi: typeof import('pixi.js');
let mod: typeof import('../../../src/client/board/scene/motionResolution');
beforeAll(async () => {
  if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  pixi = await import('pixi.js');
  mod = await import('../../../src/client/board/scene/motionResolution');
});
afterEach(() => gsap.globalTimeline.clear());

/** An application whose ticker is stepped by hand and whose renderer records its resolution. */
function fakeApp(resolution: number) {
  const listeners: Array<() => void> = [];
  const renderer = { resolution, canvas: {}, resize: (_w: number, _h: number, r: number) => { renderer.resolution = r; } };
  const ticker = {
    get count() { return listeners.length; },
    add: (fn: () => void) => listeners.push(fn),
    remove: (fn: () => void) => listeners.splice(listeners.indexOf(fn), 1),
  };
  const app = { renderer, ticker, screen: { width: 800, height: 600 } } as unknown as Application;
  return { app, renderer, frame: () => listeners.forEach((fn) => fn()) };
}

describe('the canvas resolution while cards move', () => {
  it('drops to MOTION_RESOLUTION of its resolution at rest while a card is tweened, and comes back when none is', () => {
    const layer: Container = new pixi.Container();
    const card = layer.addChild(new pixi.Container());
    const { app, renderer, frame } = fakeApp(2);
    const stop = mod.lowerResolutionWhileMoving(app, layer);
    frame();
    expect(renderer.resolution).toBe(2);
    const move = gsap.to(card, { x: 100, duration: 10 });
    frame();
    expect(renderer.resolution).toBe(2 * mod.MOTION_RESOLUTION);
    frame();
    expect(renderer.resolution).toBe(2 * mod.MOTION_RESOLUTION);
    move.progress(1);
    frame();
    expect(renderer.resolution).toBe(2);
    // Undone mid-move, it leaves the renderer at its resolution at rest.
    gsap.to(card, { x: 0, duration: 10 });
    frame();
    stop();
    expect(renderer.resolution).toBe(2);
  });

  it('never goes below one device pixel per CSS pixel: a 1x screen draws moving cards at full resolution', () => {
    expect(mod.motionResolution(2, 0.5)).toBe(1);
    expect(mod.motionResolution(3, 0.5)).toBe(1.5);
    expect(mod.motionResolution(1.5, 0.5)).toBe(1);
    expect(mod.motionResolution(1, 0.5)).toBe(1);
    const layer: Container = new pixi.Container();
    const card = layer.addChild(new pixi.Container());
    const { app, renderer, frame } = fakeApp(1);
    mod.lowerResolutionWhileMoving(app, layer);
    gsap.to(card, { x: 100, duration: 10 });
    frame();
    expect(mod.cardsMoving(layer)).toBe(true);
    expect(renderer.resolution).toBe(1);
  });

  it('keeps full resolution for tweens of anything but the layer’s cards (effects, the zoomed card)', () => {
    const layer: Container = new pixi.Container();
    layer.addChild(new pixi.Container());
    const effect = new pixi.Container();
    const { app, renderer, frame } = fakeApp(1);
    mod.lowerResolutionWhileMoving(app, layer);
    gsap.to(effect, { alpha: 0, duration: 10 });
    gsap.delayedCall(10, () => undefined);
    frame();
    expect(mod.cardsMoving(layer)).toBe(false);
    expect(renderer.resolution).toBe(1);
  });
});
