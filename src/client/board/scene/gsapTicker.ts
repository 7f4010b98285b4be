import { gsap } from 'gsap';
import { UPDATE_PRIORITY, type Ticker } from 'pixi.js';
import { tickerAlive } from './tickerAlive';

/**
 * Drives gsap from the Pixi ticker, before Pixi renders, so tweened positions and the frame that
 * draws them always agree. Returns the undo.
 */
export function driveGsapFromTicker(ticker: Ticker): () => void {
  gsap.ticker.remove(gsap.updateRoot);
  const step = () => gsap.updateRoot(performance.now() / 1000);
  ticker.add(step, undefined, UPDATE_PRIORITY.HIGH);
  return () => {
    if (tickerAlive(ticker)) ticker.remove(step);
    // gsap runs on its own again either way.
    gsap.ticker.add(gsap.updateRoot);
  };
}
