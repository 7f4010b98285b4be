import dayjs from 'dayjs';
import type { StatsRow } from '../../../protocol/results';

/** The stats table order: win rate descending, then more games first, then by name. */
export function sortStats(rows: readonly StatsRow[]): StatsRow[] {
  return [...rows].sort((a, b) => b.winRate - a.winRate || b.total - a.total || a.name.localeCompare(b.name));
}

/** The final Total row: wins and losses summed over the rows, the rate a whole percent. */
export function totalRow(rows: readonly StatsRow[]): { wins: number; losses: number; total: number; winRate: number } {
  const wins = rows.reduce((n, r) => n + r.wins, 0);
  const losses = rows.reduce((n, r) => n + r.losses, 0);
  const total = wins + losses;
  return { wins, losses, total, winRate: total === 0 ? 0 : Math.round((wins / total) * 100) };
}

/** A row's win rate as the table shows it: a whole percent. */
export const percent = (rate: number): number => Math.round(rate);

/** The spec's game date: YYYY-MM-DD HH:mm in the viewer's time zone. */
export function formatStarted(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** Duration in hours and minutes (seconds are dropped). */
export function splitDuration(seconds: number | null): { hours: number; minutes: number } | null {
  if (seconds === null || seconds < 0) return null;
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The file a downloaded replay is saved as (the server names its download {gameId}.replay). */
export const replayFileName = (gameId: string): string => `${gameId}.ashteki`;
