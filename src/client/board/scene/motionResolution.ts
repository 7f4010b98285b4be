import { gsap } from 'gsap';
import { UPDATE_PRIORITY, type Application, type Container } from 'pixi.js';
import { testOverride } from './testHooks';
import { tickerAlive } from './tickerAlive';

/**
 * The canvas's resolution while cards move, as a share of its resolution at rest. Software WebGL
 * (SwiftShader) pays per pixel drawn, and a frame of the board costs twice as much at full resolution
 * as at half (docs/benchmarks.md, Board: "Where the rest of the frame goes"). A card in flight for
 * 350 ms is not read, and the first frame after the last tween is drawn at full resolution again.
 */
export const MOTION_RESOLUTION = 0.5;

/** Whether a card of `layer` is being tweened now (a move, a fade, a flip: anything gsap drives on it). */
export function cardsMoving(layer: Container): boolean {
  for (const anim of gsap.globalTimeline.getChildren(true, true, false)) {
    // The global timeline drops finished tweens on its next step; a finished or paused one moves nothing.
    if (anim.paused() || anim.progress() >= 1) continue;
    for (const target of (anim as gsap.core.Tween).targets?.() ?? []) {
      if ((target as Container).parent === layer) return true;
    }
  }
  return false;
}

/**
 * Before each render, lowers the renderer's resolution while a card of `layer` moves and puts it back
 * when none does. Resizing clears the drawing buffer, so it is done just before the render that
 * refills it. Returns the undo (which leaves the renderer at its resolution at rest).
 */
export function lowerResolutionWhileMoving(app: Application, layer: Container): () => void {
  const renderer = app.renderer;
  const ticker = app.ticker;
  let rest: number | null = null;
  const share = () => testOverride<number>('__boardMotionResolution') ?? MOTION_RESOLUTION;
  const check = () => {
    const moving = share() < 1 && cardsMoving(layer);
    if (moving && rest === null) {
      rest = renderer.resolution;
      renderer.resize(app.screen.width, app.screen.height, rest * share());
    } else if (!moving && rest !== null) {
      renderer.resize(app.screen.width, app.screen.height, rest);
      // At a share, the screen's size in points is rounded to whole pixels (947 points at 0.5 come back
      // as 948): the host's own size puts the canvas back pixel for pixel.
      app.resize?.();
      rest = null;
    }
  };
  // After gsap has stepped (HIGH) and before Pixi renders (LOW).
  ticker.add(check, undefined, UPDATE_PRIORITY.NORMAL);
  return () => {
    if (!tickerAlive(ticker)) return;
    ticker.remove(check);
    if (rest !== null && renderer.canvas) renderer.resize(app.screen.width, app.screen.height, rest);
  };
}
