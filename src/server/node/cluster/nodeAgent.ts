import type { Redis } from 'ioredis';
import type { GameNode } from '../gameNode';
import type { NodeEvent, StartGameRequest } from '../types';
import { HEARTBEAT_MS, NODE_TTL_MS, type ClusterKeys, type NodeRecord } from './keys';
import { nodeEventChannel } from './nodeEvents';
import { serveCommands, type CommandEnvelope } from './rpc';
import type { StreamChannel, StreamConsumer, StreamOptions } from './streams';

/**
 * A game node process's link to the cluster: it registers and renews its status record in Redis
 * (an expired record means the node is offline), runs the lobby's commands from its command stream,
 * and adds its game events to the node events stream, which the lobby processes read as one group.
 */
export class NodeAgent {
  private timer: NodeJS.Timeout | null = null;
  private commands: StreamConsumer<CommandEnvelope> | null = null;
  private events: StreamChannel<NodeEvent>;

  constructor(
    private redis: Redis,
    private keys: ClusterKeys,
    private node: GameNode,
    private where: { address: string; port: number },
    private onError: (err: unknown) => void = () => undefined,
    private options: Partial<StreamOptions> = {},
  ) {
    this.events = nodeEventChannel(redis, keys, options);
  }

  async start(): Promise<void> {
    this.commands = await serveCommands(
      this.redis,
      this.keys,
      this.node.name,
      (c) => {
        // Delivered again after a crash: a game this node already hosts (restored from its log) is not started twice.
        if (c.cmd === 'startGame') return this.node.games.has((c.req as StartGameRequest).gameId) ? Promise.resolve() : this.node.startGame(c.req as StartGameRequest);
        if (c.cmd === 'stopGame') return this.node.stopGame(c.gameId);
        if (c.cmd === 'rematchStarted') return Promise.resolve(this.node.rematchStarted(c.oldGameId, c.newGameId));
        return this.node.restart().then(() => this.beat());
      },
      this.options,
      this.onError,
    );
    await this.redis.sadd(this.keys.nodes, this.node.name);
    await this.beat();
    this.timer = setInterval(() => void this.beat().catch(() => undefined), HEARTBEAT_MS);
  }

  /**
   * Adds a node event to the stream; exactly one lobby process handles it, whenever one is there.
   * Resolves once Redis has it, rejects when it could not be added (the node's outbox tries again).
   */
  async publish(e: NodeEvent): Promise<void> {
    await this.events.send(e);
  }

  async beat(): Promise<void> {
    const s = this.node.status();
    const rec: NodeRecord = { ...s, status: s.status === 'offline' ? 'active' : s.status, ...this.where, at: Date.now() };
    await this.redis.set(this.keys.node(this.node.name), JSON.stringify(rec), 'PX', NODE_TTL_MS);
  }

  /** A clean stop: the record goes at once, so the lobby shows the node offline without waiting. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.commands?.stop();
    await this.redis.del(this.keys.node(this.node.name)).catch(() => undefined);
  }
}
