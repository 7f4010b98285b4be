// Ping and reconnect rules shared by the lobby and game connection machines (site-spec 4 and 9).

/** Pings are measured every 10 s (lobby outside a started game, game socket inside one). */
export const PING_INTERVAL_MS = 10_000;

export type PingLevel = 'success' | 'warning' | 'danger' | 'unknown';

export interface PingStatus {
  level: PingLevel;
  text: string;
}

/** Under 150 ms green, under 300 ms warning, otherwise danger; unknown until the first answer. */
export function pingStatus(ping: number | undefined | null): PingStatus {
  if (ping === undefined || ping === null || !Number.isFinite(ping)) {
    return { level: 'unknown', text: 'Waiting for ping' };
  }
  const level: PingLevel = ping < 150 ? 'success' : ping < 300 ? 'warning' : 'danger';
  return { level, text: `${Math.round(ping)}ms` };
}

/** Reconnect delay for the nth attempt (1-based): 1 s, 2 s, 3 s, 4 s, then 5 s for ever. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(Math.max(attempt, 1), 5) * 1000;
}
