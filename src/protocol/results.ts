import { z } from 'zod';
import { ok } from './common';
import { ChatMessage } from './game';
import { line } from './text';

/**
 * Results, stats and replays (site-spec 2 Results screen, 3 Game record and Stats row, 7 the
 * /api/games, /api/stats, report, pairings, chat and replay calls). docs/protocol.md explains them.
 */

/** The period filter: all games (0) or the last 1, 3 or 12 months. */
export const resultPeriods = [0, 1, 3, 12] as const;
export type ResultPeriod = (typeof resultPeriods)[number];

/** The type filter: '' is every PvP game (solo excluded), else one kind. */
export const resultGameTypes = ['', 'competitive', 'casual', 'solo'] as const;
export type ResultGameType = (typeof resultGameTypes)[number];

const months = z.coerce
  .number()
  .int()
  .refine((m): m is ResultPeriod => (resultPeriods as readonly number[]).includes(m), 'months must be 0, 1, 3 or 12')
  .default(0);
const gameType = z.enum(resultGameTypes, { message: "gameType must be '', competitive, casual or solo" }).default('');

export const ResultsQuery = z.object({ months, gameType });
export type ResultsQuery = z.infer<typeof ResultsQuery>;

// ---------------------------------------------------------------- stats

/** One champion's record in the user's games (the spec's Stats row, plus the card id). */
export const StatsRow = z.object({
  id: line('id'),
  name: line('name'),
  wins: z.number().int(),
  losses: z.number().int(),
  total: z.number().int(),
  /** Percent, 0 to 100, unrounded (the page rounds). */
  winRate: z.number(),
});
export type StatsRow = z.infer<typeof StatsRow>;

/**
 * Filled only when the filter found nothing: the user's games of the same period under each other
 * type (types with none left out), so the page can name the filter that shows them.
 */
export const TypeCount = z.object({ gameType: z.enum(['competitive', 'casual', 'solo']), count: z.number().int().positive() });
export type TypeCount = z.infer<typeof TypeCount>;

export const StatsResponse = ok({ stats: z.array(StatsRow), elsewhere: z.array(TypeCount) });
export type StatsResponse = z.infer<typeof StatsResponse>;

// ---------------------------------------------------------------- game records

export const RecordPlayer = z.object({
  name: line('name'),
  deck: line('name'),
  champions: z.array(line('id')),
  wounds: z.number().int(),
});
export type RecordPlayer = z.infer<typeof RecordPlayer>;

/** The Game record (site-spec 3) as the Game List shows it, from the asking user's side. */
export const GameRecord = z.object({
  gameId: line('id'),
  label: line('prose'),
  gameType: line('short'),
  gameFormat: line('short'),
  startedAt: line('short').nullable(),
  finishedAt: line('short'),
  /** Whole seconds between start and finish (null when the start is unknown). */
  duration: z.number().int().nullable(),
  winner: line('name').nullable(),
  winReason: line('short').nullable(),
  me: RecordPlayer,
  opponent: RecordPlayer.nullable(),
  /** The game has chat lines to read at /api/game/{id}/chat. */
  chat: z.boolean(),
  /** A replay is stored: /api/game/{id}/replay. */
  replay: z.boolean(),
  /** Anyone may read its chat and replay (a public game, or a replay its player shared). */
  isPublic: z.boolean(),
});
export type GameRecord = z.infer<typeof GameRecord>;

/** At most GAMES_LIMIT records, newest first; `total` counts all that match. */
export const GAMES_LIMIT = 500;
export const GamesResponse = ok({ games: z.array(GameRecord), total: z.number().int(), elsewhere: z.array(TypeCount) });
export type GamesResponse = z.infer<typeof GamesResponse>;

// ---------------------------------------------------------------- matchup report

/** GET /api/games/report/{id}: id is one of the user's deck ids or a champion id. */
export const ReportQuery = z.object({
  months,
  /** false: one row per opposing champion; true: one row per opposing line-up (all its champions). */
  pairings: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportRow = z.object({
  /** Opposing champion ids (one, or the whole line-up with pairings). */
  against: z.array(line('id')),
  name: line('prose'),
  wins: z.number().int(),
  losses: z.number().int(),
  total: z.number().int(),
  winRate: z.number(),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const ReportResponse = ok({
  report: z.object({
    subject: z.object({ kind: z.enum(['deck', 'champion']), id: line('id'), name: line('name') }),
    months: z.number().int(),
    pairings: z.boolean(),
    rows: z.array(ReportRow),
  }),
});
export type ReportResponse = z.infer<typeof ReportResponse>;

// ---------------------------------------------------------------- league pairings

export const LeaguePlayer = z.object({ username: line('name'), wins: z.number().int(), losses: z.number().int() });
export const LeaguePairing = z.object({ a: LeaguePlayer, b: LeaguePlayer.nullable() });
export type LeaguePairing = z.infer<typeof LeaguePairing>;
export const PairingsResponse = ok({ since: line('short'), pairings: z.array(LeaguePairing) });
export type PairingsResponse = z.infer<typeof PairingsResponse>;

// ---------------------------------------------------------------- chat and replay

export const GameChatResponse = ok({ gameId: line('id'), label: line('prose'), messages: z.array(ChatMessage) });
export type GameChatResponse = z.infer<typeof GameChatResponse>;

/** PATCH /api/game/{id}/replay: a player shares (or unshares) the replay by link. */
export const ReplayShareBody = z.object({ isPublic: z.boolean() });
export const ReplayShareResponse = ok({ gameId: line('id'), isPublic: z.boolean() });
