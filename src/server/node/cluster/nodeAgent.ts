import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { GameNode } from '../gameNode';
import type { NodeEvent, StartGameRequest } from '../types';
import { HEARTBEAT_MS, NODE_TTL_MS, type ClusterKeys, type NodeRecord } from './keys';
import { serveCommands } from './rpc';

/**
 * A game node process's link to the cluster: it registers and renews its status record in Redis
 * (an expired record means the node is offline), runs the lobby's commands, and publishes its
 * game events for the lobby processes.
 */
export class NodeAgent {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private pub: Redis,
    private sub: Redis,
    private keys: ClusterKeys,
    private node: GameNode,
    private where: { address: string; port: number },
  ) {}

  async start(): Promise<void> {
    await serveCommands(this.pub, this.sub, this.keys, this.node.name, (c) => {
      if (c.cmd === 'startGame') return this.node.startGame(c.req as StartGameRequest);
      if (c.cmd === 'stopGame') return this.node.stopGame(c.gameId);
      if (c.cmd === 'rematchStarted') return Promise.resolve(this.node.rematchStarted(c.oldGameId, c.newGameId));
      return this.node.restart().then(() => this.beat());
    });
    await this.pub.sadd(this.keys.nodes, this.node.name);
    await this.beat();
    this.timer = setInterval(() => void this.beat().catch(() => undefined), HEARTBEAT_MS);
  }

  /** Publishes a node event; exactly one lobby process claims and handles it. */
  publish(e: NodeEvent): void {
    void this.pub.publish(this.keys.events, JSON.stringify({ id: randomUUID(), event: e }));
  }

  async beat(): Promise<void> {
    const s = this.node.status();
    const rec: NodeRecord = { ...s, status: s.status === 'offline' ? 'active' : s.status, ...this.where, at: Date.now() };
    await this.pub.set(this.keys.node(this.node.name), JSON.stringify(rec), 'PX', NODE_TTL_MS);
  }

  /** A clean stop: the record goes at once, so the lobby shows the node offline without waiting. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.pub.del(this.keys.node(this.node.name)).catch(() => undefined);
  }
}
