import { proxy } from 'valtio';
import type { LobbyGame, LobbyUser } from '../../protocol/lobby';
import type { Handoff, LobbyMessage, NodeStatus } from '../../protocol/sockets';
import type { PingLevel } from './gameSession';

export type LobbyLinkState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';
export type { PingLevel } from './gameSession';

/** A game the user asked to join or watch that needs its password first. */
export type PasswordRequest = { id: string; name: string; joinType: 'Join' | 'Watch' };

export interface LobbyState {
  /** Every game the lobby shows this user, in the order received (newest last). */
  games: LobbyGame[];
  /** The first whole list has arrived (a game id in the URL can be looked up). */
  gamesReceived: boolean;
  /**
   * At the board the lists' changes are held back by the server; it sends their counts alone ('lobbycounts')
   * until a list comes whole again. null: the list is current and its length is the count.
   */
  heldCounts: { games: number | null; users: number | null };
  users: LobbyUser[];
  /** Community chat, oldest first. */
  messages: LobbyMessage[];
  banner: string | null;
  /** The user's current game (pending, drafting or started); null when in none. */
  currentGame: LobbyGame | null;
  /** The New Game form is open. */
  creating: boolean;
  passwordGame: PasswordRequest | null;
  passwordError: string | null;
  chatError: string | null;
  gameError: string | null;
  /** Where the lobby sent us to play; set on 'handoff', cleared with the game. */
  handoff: Handoff | null;
  /** Players typing in the pending game's chat. */
  typing: Record<string, boolean>;
  nodes: NodeStatus[];
  /** The last player who joined the user's game ('joined' of gamestate): the owner's sound and notification. */
  joinedNotice: { name: string; at: number } | null;
  /** The session ended during a started game: "You are not logged in, redirecting..." until the lobby takes over. */
  loggedOut: boolean;
  /** The game link lives in the game-session store (stores/gameSession.ts). */
  lobbyLink: { state: LobbyLinkState; lost: string | null; ping: { level: PingLevel; text: string } };
}

const waiting = { level: 'unknown' as PingLevel, text: 'Waiting for ping' };

export const lobbyStore = proxy<LobbyState>({
  games: [],
  gamesReceived: false,
  heldCounts: { games: null, users: null },
  users: [],
  messages: [],
  banner: null,
  currentGame: null,
  creating: false,
  passwordGame: null,
  passwordError: null,
  chatError: null,
  gameError: null,
  handoff: null,
  typing: {},
  nodes: [],
  joinedNotice: null,
  loggedOut: false,
  lobbyLink: { state: 'connecting', lost: null, ping: waiting },
});

/** Lobby chat keeps this many recent messages. */
export const MAX_MESSAGES = 150;

// ---- pure list updates (also unit tested)

/** 'newgame' and 'updategame': replace the game with the same id, or append it. */
export function upsertGame(games: readonly LobbyGame[], game: LobbyGame): LobbyGame[] {
  const index = games.findIndex((g) => g.id === game.id);
  if (index < 0) return [...games, game];
  const next = [...games];
  next[index] = game;
  return next;
}

/**
 * 'updategame' for the user's own game: the list's copy carries no pending chat (only 'gamestate'
 * does), so the chat already held is kept instead of being wiped by every list update.
 */
export function updatedCurrentGame(current: LobbyGame, listed: LobbyGame): LobbyGame {
  return listed.messages ? listed : { ...listed, messages: current.messages };
}

export function withoutGame(games: readonly LobbyGame[], id: string): LobbyGame[] {
  return games.filter((g) => g.id !== id);
}

export function upsertUser(users: readonly LobbyUser[], user: LobbyUser): LobbyUser[] {
  return [...users.filter((u) => u.username !== user.username), user].sort((a, b) => a.username.localeCompare(b.username));
}

export function appendMessage(messages: readonly LobbyMessage[], message: LobbyMessage): LobbyMessage[] {
  return [...messages.filter((m) => m.id !== message.id), message].slice(-MAX_MESSAGES);
}

/** The game the user is a player or spectator in, found in a list. */
export function gameOf(games: readonly LobbyGame[], username: string | undefined): LobbyGame | undefined {
  if (!username) return undefined;
  return games.find((g) => username in g.players || g.spectators.some((s) => s.name === username));
}

/** Whether the user is a player (not a spectator) of the game. */
export function isPlayer(game: LobbyGame | null | undefined, username: string | undefined): boolean {
  return Boolean(game && username && username in game.players);
}

/** How long the logged-out notice stays before the lobby at / (board-spec 2). */
export const LOGGED_OUT_REDIRECT_MS = 2500;

/** board-spec 2: a session that ends while a started game is up says so on the board; elsewhere the lobby just updates. */
export function loggedOutNotice(game: Pick<LobbyGame, 'started'> | null | undefined): boolean {
  return Boolean(game?.started);
}

/** Called on logout or when the game is left: forget everything about the current game. */
export function clearCurrentGame(): void {
  lobbyStore.currentGame = null;
  lobbyStore.handoff = null;
  lobbyStore.gameError = null;
  lobbyStore.typing = {};
}
