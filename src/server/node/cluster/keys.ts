/**
 * Every Redis key and channel of cluster mode, under one prefix (REDIS_PREFIX), so sites and test runs
 * can share a Redis without meeting.
 */
export function clusterKeys(prefix: string) {
  return {
    /** The node's status record (JSON NodeRecord); expires unless the heartbeat renews it. */
    node: (name: string) => `${prefix}node:${name}`,
    /** Every node name ever registered (a node whose record expired shows as offline). */
    nodes: `${prefix}nodes`,
    /** Names of nodes an admin disabled: the lobby picks none of them. */
    disabled: `${prefix}nodes:disabled`,
    /** Stream of commands to one node (start, stop, restart...), read by the node (cluster/rpc.ts). */
    commands: (name: string) => `${prefix}node:${name}:commands`,
    /** Stream of answers to one lobby process's commands. */
    replies: (lobbyId: string) => `${prefix}replies:${lobbyId}`,
    /** Stream of node events (finished, left, connection...), read by the lobby processes' one group. */
    events: `${prefix}node-events`,
    /**
     * Lobby state shared by every lobby process (lobby/cluster.ts): a key per game, the index of
     * their ids, the version, the stream of changes, and the one writer's lock and its wake list.
     */
    lobbyGame: (id: string) => `${prefix}lobby:game:${id}`,
    lobbyGames: `${prefix}lobby:games`,
    lobbyVersion: `${prefix}lobby:version`,
    lobbyChanges: `${prefix}lobby:changes`,
    lobbyLock: `${prefix}lobby:lock`,
    lobbyLockWake: `${prefix}lobby:lock:wake`,
    /** The socket.io Redis Streams adapter: its stream and pub/sub channels' name, and its recovery sessions. */
    adapter: `${prefix}socket.io`,
    adapterSession: `${prefix}socket.io:session:`,
  };
}
export type ClusterKeys = ReturnType<typeof clusterKeys>;

/** What a node reports in its heartbeat. */
export type NodeRecord = {
  name: string;
  numGames: number;
  status: 'active' | 'disabled' | 'restarting';
  version: string;
  address: string;
  port: number;
  at: number;
};

/** Heartbeat period and record lifetime: a node silent for NODE_TTL_MS is offline. */
export const HEARTBEAT_MS = 2000;
export const NODE_TTL_MS = 6000;
