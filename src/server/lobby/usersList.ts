import { shared } from '../sharedPayloads';
import { lobbyUser, type Connection, type ListUser } from './presence';
import type { LobbyIdentity } from './types';
import { blocks, lower } from './visibility';

/**
 * A socket sent more of one batch's comings and goings than this gets the whole users list instead: one
 * message where a mass disconnect (a network cut, the end of a load run) sent every remaining socket a
 * message per user gone, N² in all (docs/benchmarks.md, issue 19).
 */
export const ANNOUNCE_EACH_MAX = 8;

/** A user who came online (joined) or went (left), to be announced with the lobby's next batch. */
export type Announcement = { user: LobbyIdentity; joined: boolean };

/** The announcements of a batch that are this socket's to hear: not its own user's, nobody blocked either way. */
export function announcementsFor(c: Connection, batch: readonly Announcement[]): Announcement[] {
  return batch.filter((a) => a.user.username !== c.user?.username && !(c.user && blocks(c.user, a.user)));
}

/** The users list a viewer (null: anonymous) may see: everyone online but those blocked either way. */
export function usersListFor(viewer: LobbyIdentity | null, online: readonly LobbyIdentity[]): ListUser[] {
  return online.filter((u) => !viewer || !blocks(viewer, u)).map(lobbyUser);
}

/**
 * The users list as most viewers get it: everyone online, for a viewer who blocks nobody and whom nobody
 * online blocks (or nobody signed in). At 2,500 users that list is about 250 KB, and it was built and
 * encoded for every arriving socket and every player back from a game; one object serves them all until
 * someone comes, goes or changes a block list, and the socket.io encoder makes its JSON text once
 * (server/sharedPayloads.ts). One lobby process only: cluster mode reads the users of every process.
 */
export class SharedUsers {
  private kept: { version: number; list: ListUser[]; blocked: Set<string> } | null = null;

  /** Forgets the list (a block list changed in place: Lobby.reconcileGames). */
  forget(): void {
    this.kept = null;
  }

  /**
   * The viewer's list, the shared one when it is exactly theirs; `version` is Presence.version, and `online`
   * (called only to make a list) gives who is online as of it.
   */
  listFor(viewer: LobbyIdentity | null, online: () => readonly LobbyIdentity[], version: number): ListUser[] {
    let kept = this.kept;
    if (!kept || kept.version !== version) {
      const everyone = online();
      const blocked = new Set<string>();
      for (const u of everyone) for (const name of u.blockList) blocked.add(lower(name));
      kept = this.kept = { version, list: shared(everyone.map(lobbyUser)), blocked };
    }
    if (!viewer || (!viewer.blockList.length && !kept.blocked.has(lower(viewer.username)))) return kept.list;
    return usersListFor(viewer, online());
  }
}
