import type { PlayerAlts } from './alts';
import type { GameSetup, WinReason } from '../../protocol/game';
import type { Handoff, NodeStatus } from '../../protocol/sockets';
import type { BotLevel } from '../../protocol/bot';

export type Seat = {
  username: string;
  userId: string | null;
  isBot: boolean;
  deckName: string;
  deckId?: string;
  champions: string[];
};

export type GameMeta = {
  name: string;
  owner: string;
  gameType: string;
  gameFormat: string;
  ranked: boolean;
  saveReplay: boolean;
  gamePrivate: boolean;
  /** Chess clock per player, minutes; 0 or absent: none. */
  timeLimit?: number;
  seats: Seat[];
  createdAt: string;
  /** Alt arts each player shows on their own cards (card stub to alt), chosen when the game starts. */
  alts?: PlayerAlts;
  /** How hard the bot seat plays (games with a bot); absent in games stored before levels: the default. */
  botLevel?: BotLevel;
};

export type StartGameRequest = { gameId: string; setup: GameSetup; meta: GameMeta };

/** What a node tells the lobby about its games. */
export type NodeEvent =
  | { type: 'finished'; gameId: string; winner: string | null; winReason: WinReason | null }
  | { type: 'left'; gameId: string; username: string }
  | { type: 'connection'; gameId: string; username: string; connected: boolean }
  | { type: 'rematch'; gameId: string }
  | { type: 'closed'; gameId: string };

/** The lobby's handle on a node, in-process or across Redis. */
export interface NodeHandle {
  readonly name: string;
  status(): NodeStatus;
  /** Where clients connect (address, port, path); in-process nodes take the lobby's host. */
  endpoint(requestHost: string | undefined): Omit<Handoff, 'gameId' | 'name' | 'namespace' | 'token'>;
  startGame(req: StartGameRequest): Promise<void>;
  stopGame(gameId: string): Promise<void>;
  rematchStarted(oldGameId: string, newGameId: string): void;
  /** Remote nodes keep the flag in Redis, so every lobby process sees it. */
  setEnabled(enabled: boolean): void | Promise<void>;
  restart(): Promise<void>;
}

/**
 * A node this process runs itself, in its event loop (GameNode) or on a thread (threads/threadNode.ts):
 * its running games come back at start, a disabled user's sockets on it go, and it closes with the server.
 */
export interface OwnNode {
  readonly name: string;
  restore(): Promise<number>;
  dropIfDisabled(userId: string): Promise<void>;
  close(): Promise<void>;
}
