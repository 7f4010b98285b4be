import { gsap } from 'gsap';
import { testOverride } from './testHooks';
import type { Application } from 'pixi.js';
import { tickerAlive } from './tickerAlive';

const AWAKE_MS = 600;

/**
 * Software WebGL pays for every frame, so the board stops its ticker when nothing moves: it runs
 * while tweens are active and for a moment after any change or pointer activity, then sleeps.
 */
export function renderOnDemand(app: Application): { wake: () => void; dispose: () => void } {
  let last = performance.now();
  // Kept: app.ticker is null once the Application is destroyed, which may come before dispose.
  const ticker = app.ticker;
  const wake = () => {
    last = performance.now();
    // A late wake (an image that loads after the board has gone) finds nothing to start.
    if (tickerAlive(ticker) && !ticker.started) ticker.start();
  };
  const check = () => {
    if (performance.now() - last < AWAKE_MS) return;
    // The global timeline drops finished tweens, so anything left is still moving (or about to).
    if (gsap.globalTimeline.getChildren(true, true, true).length > 0) return;
    if (testOverride<boolean>('__boardAlwaysRender')) return;
    ticker.stop();
  };
  ticker.add(check);
  const canvas = app.canvas;
  const events = ['pointermove', 'pointerdown', 'pointerup', 'wheel'] as const;
  for (const e of events) canvas.addEventListener(e, wake, { passive: true });
  window.addEventListener('resize', wake);
  return {
    wake,
    dispose: () => {
      for (const e of events) canvas.removeEventListener(e, wake);
      window.removeEventListener('resize', wake);
      if (!tickerAlive(ticker)) return;
      ticker.remove(check);
      if (!ticker.started) ticker.start();
    },
  };
}
