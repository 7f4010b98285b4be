import type { z } from 'zod';
import type { LobbyUser } from '../../protocol/lobby';
import { userRole } from '../auth/role';
import { UNCHOSEN_LOOK, leaveOut } from './listEntry';
import type { LobbySocket } from '../socketServer';
import type { LobbyIdentity } from './types';

/**
 * `paused`: the list's updates were held back while the user's own game was running (Lobby.publishTo),
 * so the socket is sent the whole list again once that game lets them go; `usersPaused` the same for the
 * users list (Lobby.announceLocal). `heldCounts`: the counts last sent to it while held back; `listedAt`:
 * when it last asked for the whole games list (heldLists.ts).
 */
export type Connection = {
  socket: LobbySocket;
  user: LobbyIdentity | null;
  seen: Set<string>;
  paused?: boolean;
  usersPaused?: boolean;
  heldCounts?: { games?: number; users?: number };
  listedAt?: number;
};

/** A user as the lobby's users lists send them: no avatar or colour is left out, and the client's parse makes it null. */
export type ListUser = z.input<typeof LobbyUser>;

export function lobbyUser(u: LobbyIdentity): ListUser {
  const user: ListUser = { username: u.username, name: u.username, avatar: u.avatar, faveColor: u.faveColor, role: userRole(u.permissions), gamesPlayed: u.gamesPlayed };
  return leaveOut(user, UNCHOSEN_LOOK, null);
}

/** Who is connected to the lobby: every socket, and every user's sockets. */
export class Presence {
  readonly connections = new Map<string, Connection>();
  private byUser = new Map<string, Set<string>>();
  /** Grows with every change of who is online or as whom (a list kept from it is current while this is). */
  version = 0;

  add(socket: LobbySocket): Connection {
    const c: Connection = { socket, user: null, seen: new Set() };
    this.connections.set(socket.id, c);
    return c;
  }

  /** Sets the socket's user; true when this is the user's first socket (a new user online). */
  identify(c: Connection, user: LobbyIdentity | null): { joined: boolean; left: string | null } {
    this.version++;
    const before = c.user?.username ?? null;
    let left: string | null = null;
    if (before && before !== user?.username) left = this.detach(c.socket.id, before) ? before : null;
    // Out of every other user's room: the one it was in, or one a recovered socket came back with
    // (its session's rooms) when its token no longer names that user.
    for (const room of c.socket.rooms) if (room.startsWith('user:') && room !== `user:${user?.username}`) void c.socket.leave(room);
    c.user = user;
    // The user's room reaches their sockets on every lobby process; data.user lists them cluster-wide.
    c.socket.data.user = user;
    if (user) void c.socket.join(`user:${user.username}`);
    if (!user) return { joined: false, left };
    const set = this.byUser.get(user.username) ?? new Set();
    const joined = set.size === 0;
    set.add(c.socket.id);
    this.byUser.set(user.username, set);
    return { joined, left };
  }

  /** Removes a socket; the username when that was the user's last socket. */
  remove(socketId: string): string | null {
    this.version++;
    const c = this.connections.get(socketId);
    this.connections.delete(socketId);
    const name = c?.user?.username;
    return name && this.detach(socketId, name) ? name : null;
  }

  private detach(socketId: string, username: string): boolean {
    const set = this.byUser.get(username);
    if (!set) return false;
    set.delete(socketId);
    if (set.size) return false;
    this.byUser.delete(username);
    return true;
  }

  socketsOf(username: string): Connection[] {
    return [...(this.byUser.get(username) ?? [])].map((id) => this.connections.get(id)).filter((c): c is Connection => !!c);
  }

  online(): LobbyIdentity[] {
    const out: LobbyIdentity[] = [];
    for (const name of this.byUser.keys()) {
      const c = this.socketsOf(name)[0];
      if (c?.user) out.push(c.user);
    }
    return out;
  }
}
