import type { LobbyGame } from '../../protocol/lobby';
import { shared } from '../sharedPayloads';
import type { LobbyIdentity, PendingGame } from './types';

const lower = (s: string) => s.toLowerCase();

/**
 * The games list as most viewers get it: everyone who blocks nobody, manages no games, is in no game and
 * blocked by no player sees exactly the anonymous viewer's list (the public games, each with the
 * non-owner's start problem). At 1,000 games that list is about 1 MB, and it went out built and
 * encoded once per arriving socket: a fifth of the server's time while players arrived. One list object
 * serves them all until a game changes, and the socket.io encoder makes its JSON text once
 * (server/sharedPayloads.ts).
 */
export type SharedList = {
  list: LobbyGame[];
  /** Everyone in a game's players or spectators: their list holds their own game, private or not. */
  members: Set<string>;
  /** Lower-cased names some player of a public game blocks: that game is not in their list. */
  blocked: Set<string>;
};

export function buildSharedList(games: Iterable<PendingGame>, viewsOf: (g: PendingGame) => (viewer: string | null) => LobbyGame): SharedList {
  const list: LobbyGame[] = [];
  const members = new Set<string>();
  const blocked = new Set<string>();
  for (const g of games) {
    for (const name of g.players.keys()) members.add(name);
    for (const name of g.spectators.keys()) members.add(name);
    if (g.options.gamePrivate) continue;
    for (const p of g.players.values()) for (const name of p.blockList) blocked.add(lower(name));
    list.push(viewsOf(g)(null));
  }
  // The list's text from each game's, kept while its view is (a game's view is new only after it changed):
  // a whole list is then a join of ~1,000 strings, not a stringify of ~1,000 objects per change.
  return { list: shared(list, () => `[${list.map(jsonOf).join(',')}]`), members, blocked };
}

const texts = new WeakMap<LobbyGame, string>();
function jsonOf(view: LobbyGame): string {
  let text = texts.get(view);
  if (text === undefined) texts.set(view, (text = JSON.stringify(view)));
  return text;
}

/** The shared list when it is exactly this viewer's (sendGames's own filter and views would give it), else null. */
export function sharedListFor(s: SharedList, viewer: LobbyIdentity | null): LobbyGame[] | null {
  if (!viewer) return s.list;
  if (viewer.blockList.length || viewer.permissions.canManageGames) return null;
  if (s.members.has(viewer.username) || s.blocked.has(lower(viewer.username))) return null;
  return s.list;
}
