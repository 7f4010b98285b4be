import type { GameView } from '../../../protocol/game';
import { applyClock } from '../../stores/gameSession';

/**
 * /practice?clock=N: a chess clock of N minutes per player run in the page, as a game node runs it
 * (the active player's clock runs; each change is sent to the store as a 'clock' message would be).
 */
export function practiceClock(minutes: number): (view: GameView) => void {
  const remaining: Record<string, number> = {};
  let running: string | null = null;
  let since = performance.now();
  return (view) => {
    const now = performance.now();
    for (const p of Object.values(view.players)) remaining[p.username] ??= minutes * 60_000;
    const active = Object.values(view.players).find((p) => p.username === view.activePlayerTurn || p.name === view.activePlayerTurn);
    const next = view.winner ? null : (active?.username ?? null);
    if (next === running && running) return;
    if (running) remaining[running] = Math.max(0, remaining[running] - (now - since));
    running = next;
    since = now;
    applyClock({ remaining: { ...remaining }, running, at: Date.now() }, now);
  };
}
