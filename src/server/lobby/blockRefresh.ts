import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import type { Connection, Presence } from './presence';
import type { PendingGame } from './types';

/** What the refresh reads and drives of the lobby (the Lobby is one). */
export type BlockRefreshLobby = {
  readonly ctx: { db: Db };
  readonly presence: Pick<Presence, 'connections' | 'socketsOf'>;
  readonly games: ReadonlyMap<string, PendingGame>;
  readonly changed: Set<string>;
  serial(fn: () => void): Promise<void>;
  reconcileGames(c: Connection): void;
  sendUsers(c: Connection): Promise<void>;
};

const lower = (s: string) => s.toLowerCase();
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * A user's block list changed (or anything else that re-authenticating would pick up): this process's
 * lobby takes the stored list at once, as if each of the user's sockets had authenticated again.
 * Called on every lobby process through the revocation channel (admin/revocation.ts), so it works on
 * what this process holds: its own sockets, and its copy of the games.
 *
 * Blocking works both ways, so the other side changes too: the blocked user's games leave (or come
 * back to) the blocker's list and the blocker's leave (or come back to) theirs; chat is filtered by the
 * sockets' identities, and joining by the game members' lists, which are both brought up to date here.
 */
export async function refreshBlockList(lobby: BlockRefreshLobby, userId: string): Promise<void> {
  const [row] = await lobby.ctx.db.select({ username: users.username, blockList: users.blockList }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return;
  const next = row.blockList ?? [];
  // Whoever was on the list before: their view of this user may change too (an unblock brings them back).
  const before = new Set<string>();
  for (const c of lobby.presence.socketsOf(row.username)) {
    if (c.user?.userId !== userId) continue;
    for (const name of c.user.blockList) before.add(lower(name));
    c.user.blockList = [...next];
  }
  // The games' member records decide who may join: a game made before the block follows it too.
  // In cluster mode this runs as the one writer, so the shared snapshot carries the new list; most
  // calls (a logout, a permission change) change no list and take no lock.
  const stale = () =>
    [...lobby.games.values()].flatMap((game) => {
      const member = game.players.get(row.username) ?? game.spectators.get(row.username);
      return member && member.userId === userId && !sameList(member.blockList, next) ? [{ game, member }] : [];
    });
  if (stale().length) {
    await lobby.serial(() => {
      for (const { game, member } of stale()) {
        for (const name of member.blockList) before.add(lower(name));
        member.blockList = [...next];
        lobby.changed.add(game.id);
      }
    });
  }
  // Every socket's list, as the new and gone games only (the games of either side may move).
  for (const c of lobby.presence.connections.values()) lobby.reconcileGames(c);
  const affected = new Set([lower(row.username), ...before, ...next.map(lower)]);
  for (const c of lobby.presence.connections.values()) {
    if (c.user && affected.has(lower(c.user.username))) await lobby.sendUsers(c);
  }
}
