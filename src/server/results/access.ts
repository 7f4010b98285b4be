import { sql } from 'drizzle-orm';
import type { AccessClaims } from '../auth/tokens';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { rows } from './rows';

export const GAME_NOT_FOUND = 'Game not found';
export const NOT_FINISHED = 'The game has not finished yet';
export const PLAYERS_ONLY = 'Only the players of this game can see it';

export type GameAccess = {
  id: string;
  label: string;
  chat: unknown[];
  /** The game was not private, or a player shared its replay. */
  isPublic: boolean;
  replayPublic: boolean | null;
  isPlayer: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may read a finished game's chat and replay: its players always, anyone (even logged out)
 * when the game was public. A running game is never readable here, so nothing leaks during play.
 * Throws the HTTP error to answer otherwise; 401 for a logged-out caller lets the client log in.
 */
export async function readableGame(db: Db, gameId: string, user: AccessClaims | null): Promise<GameAccess> {
  if (!UUID.test(gameId)) throw new HttpError(404, GAME_NOT_FOUND);
  const [g] = await rows<{ id: string; name: string; chat: unknown[]; is_private: boolean; finished_at: unknown; replay_public: boolean | null; is_player: boolean }>(
    db,
    sql`SELECT g.id, g.name, g.chat, g.is_private, g.finished_at, r.is_public AS replay_public,
               EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = g.id
                       AND (p.user_id = ${user?.sub ?? null}::uuid OR lower(p.username) = lower(${user?.username ?? ''}))) AS is_player
        FROM games g LEFT JOIN replays r ON r.game_id = g.id
        WHERE g.id = ${gameId.toLowerCase()}::uuid`,
  );
  if (!g) throw new HttpError(404, GAME_NOT_FOUND);
  if (!g.finished_at) throw new HttpError(403, NOT_FINISHED);
  const access: GameAccess = {
    id: g.id,
    label: g.name,
    chat: Array.isArray(g.chat) ? g.chat : [],
    isPublic: !g.is_private || Boolean(g.replay_public),
    replayPublic: g.replay_public,
    isPlayer: Boolean(user) && Boolean(g.is_player),
  };
  if (access.isPublic || access.isPlayer) return access;
  if (!user) throw new HttpError(401, 'Unauthorized');
  throw new HttpError(403, PLAYERS_ONLY);
}
