import type { Lobby } from './lobby/lobby';
import type { GameNode } from './node/gameNode';
import type { OwnNode } from './node/types';
import type { ServerBase } from './serverBase';

/**
 * What the HTTP routes and the socket edges are given: the base (serverBase.ts) and the services built
 * on it. Built once, complete, in app.ts `createServer`.
 */
export type ServerContext = ServerBase & {
  lobby: Lobby;
  /** This process's game node; null in a lobby-only process (cluster mode: nodes are their own processes). */
  gameNode: GameNode | null;
  /** The nodes this process runs: [gameNode] by default, the node threads with NODE_THREADS, none in a cluster's lobby. */
  ownNodes: OwnNode[];
};
