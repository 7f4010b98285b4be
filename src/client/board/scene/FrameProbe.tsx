import { useApplication } from '@pixi/react';
import { exposeForTests } from './testHooks';
import { useEffect } from 'react';
import { UPDATE_PRIORITY } from 'pixi.js';
import { tickerAlive } from './tickerAlive';

export interface FrameStats {
  /** Milliseconds between ticker frames. */
  intervals: number[];
  /** Milliseconds spent in Pixi's render per frame. */
  renders: number[];
  reset(): void;
}

/**
 * Timing for the bench: the ticker's frame intervals and the render time per frame, measured by
 * listeners just before and just after Pixi's own render listener. Kept on window.__boardFrames.
 */
export function FrameProbe() {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised || !app?.ticker) return;
    const stats: FrameStats = { intervals: [], renders: [], reset: () => { stats.intervals.length = 0; stats.renders.length = 0; } };
    let last = 0;
    let before = 0;
    const pre = () => {
      const now = performance.now();
      if (last) stats.intervals.push(now - last);
      last = now;
      before = now;
      if (stats.intervals.length > 5000) stats.reset();
    };
    const post = () => stats.renders.push(performance.now() - before);
    const ticker = app.ticker;
    ticker.add(pre, undefined, UPDATE_PRIORITY.LOW + 1);
    ticker.add(post, undefined, UPDATE_PRIORITY.UTILITY);
    exposeForTests('__boardFrames', stats);
    return () => {
      if (!tickerAlive(ticker)) return;
      ticker.remove(pre);
      ticker.remove(post);
    };
  }, [app, isInitialised]);
  return null;
}
