import type { z } from 'zod';
import type { LobbyGame, LobbyPlayer } from '../../protocol/lobby';

/** A game as the lobby's lists carry it on the wire: what the LobbyGame schema accepts, before its defaults. */
export type ListEntry = z.input<typeof LobbyGame>;
type ListPlayer = z.input<typeof LobbyPlayer>;

/** Flags whose schema default is false: the client's parse restores them, so a false one is left out. */
const FALSE_BY_DEFAULT = ['solo', 'showHand', 'openHands', 'hideDecklists', 'needsPassword', 'gamePrivate', 'drafting', 'isReplay', 'saveReplay', 'ranked'] as const;
/** Members that are null until the game starts or ends: the schema's default restores the null. */
const NULL_UNTIL_SET = ['startedAt', 'finishedAt', 'winner'] as const;
/** A player's or user's look when none was chosen (null), in the games list and the users list alike. */
export const UNCHOSEN_LOOK = ['avatar', 'faveColor'] as const;

/** Leaves out each of `keys` whose value is `value`, the one its schema's default gives back on parse. */
export function leaveOut<T extends object>(o: T, keys: readonly (keyof T)[], value: unknown): T {
  for (const key of keys) if (o[key] === value) delete o[key];
  return o;
}

/**
 * The lists' form of a game view (the whole games list, newgame, updategame): the same game once the
 * client's schema has parsed it, in about half the bytes. At 1,000 games the whole list was about a
 * megabyte, sent to every arrival and to every player a game lets go, deflated per socket and parsed by
 * every browser (docs/benchmarks.md, issue 19). What it leaves out:
 * - a flag that is false, a null the schema allows to be absent, a player's zero games played or missing
 *   avatar and colour: the parse gives them back as they were;
 * - a started game's players' decks and champions: only the pending game's screen shows them (its
 *   members choose there), and once a game starts its members see the board (GameHost), not that screen.
 * The member's own game still comes whole in 'gamestate'.
 */
export function listEntry(view: LobbyGame): ListEntry {
  const entry: ListEntry = { ...view, players: {} };
  leaveOut(entry, FALSE_BY_DEFAULT, false);
  leaveOut(entry, NULL_UNTIL_SET, null);
  for (const [name, p] of Object.entries(view.players)) entry.players[name] = listPlayer(p, view.started);
  return entry;
}

function listPlayer(p: LobbyPlayer, started: boolean): ListPlayer {
  const out: ListPlayer = { ...p };
  leaveOut(out, UNCHOSEN_LOOK, null);
  leaveOut(out, ['gamesPlayed'], 0);
  if (started) {
    delete out.deck;
    delete out.champions;
  }
  return out;
}
