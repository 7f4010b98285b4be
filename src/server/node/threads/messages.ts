import type { MessagePort } from 'node:worker_threads';
import type { NodeStatus } from '../../../protocol/sockets';
import type { NodeEvent, StartGameRequest } from '../types';

/**
 * What the event loop and a game node thread say to each other (threadNode.ts, thread.ts): the lobby's
 * commands to the node, answered by id, and the node's events and status, as the cluster's streams
 * carry them between processes (node/cluster), here over the thread's port.
 */
export type Command =
  | { cmd: 'startGame'; req: StartGameRequest }
  | { cmd: 'stopGame'; gameId: string }
  | { cmd: 'rematchStarted'; oldGameId: string; newGameId: string }
  | { cmd: 'setEnabled'; enabled: boolean }
  | { cmd: 'restart' }
  | { cmd: 'restore' }
  | { cmd: 'dropIfDisabled'; userId: string }
  | { cmd: 'close' };

export type ToThread = { id: number } & Command;

export type FromThread =
  | { kind: 'listening'; port: number }
  | { kind: 'answer'; id: number; ok: true; value?: unknown; status: NodeStatus }
  | { kind: 'answer'; id: number; ok: false; error: string; status: NodeStatus }
  | { kind: 'event'; event: NodeEvent; status: NodeStatus }
  | { kind: 'failed'; error: string };

/** workerData: the node's name and what it needs that is not in the environment. */
export type NodeThreadData = {
  name: string;
  /** The lobby's secret for handoff tokens (kept in DATA_DIR when not configured: the thread must not make its own). */
  jwtSecret: string;
  /** PGlite: a port onto the event loop's database thread; PostgreSQL: null (the thread opens its own pool). */
  dbPort: MessagePort | null;
  /** The server's own settings, as its config made them (a test's config is not in the environment). */
  settings: {
    host: string;
    databaseUrl?: string;
    dataDir: string;
    logLevel: string;
    botDelayMs: number;
    botThinkScale: number;
    absenceMs: number;
    clockScale: number;
  };
};
