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

/**
 * The floor: one device pixel per CSS pixel. At half resolution on an ordinary (1x) screen the whole
 * board goes visibly soft for each move (names blur, small print smears), a flicker a player and a
 * stream would see; on a 2x or 4K screen half is still one pixel per point, which nobody sees. So the
 * saving goes to the screens with the most pixels, and a 1x board draws as it always did.
 */
export const MOTION_RESOLUTION_FLOOR = 1;

/** The resolution to draw at while cards move, for a renderer at `rest`; `rest` itself means no change. */
export function motionResolution(rest: number, share: number, floor = MOTION_RESOLUTION_FLOOR): number {
  return Math.min(rest, Math.max(floor, rest * share));
}

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
  // A bench or test may set an exact share (and with it no floor) through the test hooks.
  const target = (at: number) => {
    const exact = testOverride<number>('__boardMotionResolution');
    return exact === undefined ? motionResolution(at, MOTION_RESOLUTION) : at * exact;
  };
  const check = () => {
    const moving = (rest !== null || target(renderer.resolution) < renderer.resolution) && cardsMoving(layer);
    if (moving && rest === null) {
      rest = renderer.resolution;
      renderer.resize(app.screen.width, app.screen.height, target(rest));
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
