import type { Ticker } from 'pixi.js';

/**
 * @pixi/react destroys the Application (app.ticker and app.stage become null, the old ticker drops
 * every listener and may no longer be touched) before the effects of the components inside it are
 * cleaned up. So a cleanup, or a late wake-up, first asks whether the ticker it used still lives:
 * a live one holds at least the listener being removed, a destroyed one counts 0.
 */
export function tickerAlive(ticker: Ticker | null | undefined): ticker is Ticker {
  return !!ticker && ticker.count > 0;
}
