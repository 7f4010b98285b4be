import type { ListEntry } from './listEntry';
import { shared } from '../sharedPayloads';
import type { LobbyIdentity, PendingGame } from './types';
import { lower, plainViewer } from './visibility';

/**
 * The games list as most viewers get it: everyone who blocks nobody, manages no games, is blocked by no
 * player of another game and sees their own game (if any) as anyone does sees exactly the anonymous
 * viewer's list (the public games, each with the non-owner's start problem). At 1,000 games that list is about 1 MB, and it went out built and
 * encoded once per arriving socket: a fifth of the server's time while players arrived. One list object
 * serves them all until a game changes, and the socket.io encoder makes its JSON text once
 * (server/sharedPayloads.ts).
 */
export type SharedList = {
  list: ListEntry[];
  /** Members whose own game shows differently to them: a private game (theirs alone to see), or their start problem. */
  distinct: Set<string>;
  /** Lower-cased names some player of a public game blocks, outside that game: it is not in their list. */
  blocked: Set<string>;
};

/** What one game adds to the shared list: its view, or nothing (private), and the names it sets apart. */
type Part = { view: ListEntry | null; distinct: string[]; blocked: string[] };

/**
 * Each game's part, kept with its views (the lobby makes a game's views anew only when it changed:
 * Lobby.viewsOf), so a list rebuilt after one change costs a walk of references, not the membership
 * and block lists of every game (a tenth of the event loop at 1,000 games, docs/benchmarks.md).
 */
const parts = new WeakMap<(viewer: string | null) => ListEntry, Part>();

function partOf(g: PendingGame, views: (viewer: string | null) => ListEntry): Part {
  const kept = parts.get(views);
  if (kept) return kept;
  const members = [...g.players.keys(), ...g.spectators.keys()];
  let part: Part;
  if (g.options.gamePrivate) part = { view: null, distinct: members, blocked: [] };
  else {
    const view = views(null);
    // A member always sees their game; most see it as anyone does (a started game, a non-owner).
    const distinct = members.filter((name) => views(name) !== view);
    const inside = new Set(members.map(lower));
    const blocked: string[] = [];
    for (const p of g.players.values()) for (const name of p.blockList) if (!inside.has(lower(name))) blocked.push(lower(name));
    part = { view, distinct, blocked };
  }
  parts.set(views, part);
  return part;
}

export function buildSharedList(games: Iterable<PendingGame>, viewsOf: (g: PendingGame) => (viewer: string | null) => ListEntry): SharedList {
  const list: ListEntry[] = [];
  const distinct = new Set<string>();
  const blocked = new Set<string>();
  for (const g of games) {
    const part = partOf(g, viewsOf(g));
    for (const name of part.distinct) distinct.add(name);
    for (const name of part.blocked) blocked.add(name);
    if (part.view) list.push(part.view);
  }
  // The list's text from each game's, kept while its view is (a game's view is new only after it changed):
  // a whole list is then a join of ~1,000 strings, not a stringify of ~1,000 objects per change.
  return { list: shared(list, () => `[${list.map(jsonOf).join(',')}]`), distinct, blocked };
}

const texts = new WeakMap<ListEntry, string>();
function jsonOf(view: ListEntry): string {
  let text = texts.get(view);
  if (text === undefined) texts.set(view, (text = JSON.stringify(view)));
  return text;
}

/** The shared list when it is exactly this viewer's (sendGames's own filter and views would give it), else null. */
export function sharedListFor(s: SharedList, viewer: LobbyIdentity | null): ListEntry[] | null {
  if (!viewer) return s.list;
  if (!plainViewer(viewer)) return null;
  if (s.distinct.has(viewer.username) || s.blocked.has(lower(viewer.username))) return null;
  return s.list;
}
