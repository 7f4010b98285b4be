import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ClusterKeys } from './keys';
import { StreamChannel, type StreamConsumer, type StreamOptions } from './streams';

export type Command =
  | { cmd: 'startGame'; req: unknown }
  | { cmd: 'stopGame'; gameId: string }
  | { cmd: 'rematchStarted'; oldGameId: string; newGameId: string }
  | { cmd: 'restart' };

/** A command on a node's stream: who waits for the answer, and how long the command is worth running. */
export type CommandEnvelope = { id: string; replyTo: string; ttlMs: number; command: Command };
export type Reply = { id: string; ok: boolean; error?: string };

/** The consumer groups: every node reads its own command stream; every lobby process its own reply stream. */
const NODE_GROUP = 'node';
const LOBBY_GROUP = 'lobby';
/** A reply stream whose lobby process is gone expires on its own. */
const REPLY_STREAM_MS = 10 * 60_000;

export function commandChannel(redis: Redis, keys: ClusterKeys, node: string, options?: Partial<StreamOptions>): StreamChannel<CommandEnvelope> {
  return new StreamChannel<CommandEnvelope>(redis, keys.commands(node), NODE_GROUP, options);
}

/**
 * Lobby side: sends a command to a node's stream and waits for its answer on this process's reply
 * stream, or times out. A node that is down when the command is sent runs it when it comes back, as
 * long as the command is younger than its timeout (older ones are answered as expired, and not run).
 */
export class RpcClient {
  private pending = new Map<string, { resolve: () => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private replies: StreamChannel<Reply>;
  private consumer: StreamConsumer<Reply> | null = null;
  private commands = new Map<string, StreamChannel<CommandEnvelope>>();

  constructor(
    private redis: Redis,
    private keys: ClusterKeys,
    private lobbyId: string,
    private options: Partial<StreamOptions> = {},
  ) {
    this.replies = new StreamChannel<Reply>(redis, keys.replies(lobbyId), LOBBY_GROUP, options);
  }

  async start(onError?: (err: unknown) => void): Promise<void> {
    this.consumer = this.replies.consume(this.lobbyId, (r) => this.answer(r), onError);
    await this.consumer.start();
  }

  private answer(r: Reply): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    clearTimeout(p.timer);
    if (r.ok) p.resolve();
    else p.reject(new Error(r.error ?? 'node command failed'));
  }

  async call(node: string, command: Command, timeoutMs = 8000): Promise<void> {
    const id = randomUUID();
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`node ${node} did not answer ${command.cmd}`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
    // The timeout may pass while the command is still being sent; the caller gets that rejection from the
    // returned promise, so it must not count as unhandled meanwhile (Node ends a process on one).
    done.catch(() => undefined);
    let channel = this.commands.get(node);
    if (!channel) this.commands.set(node, (channel = commandChannel(this.redis, this.keys, node, this.options)));
    await channel.send({ id, replyTo: this.keys.replies(this.lobbyId), ttlMs: timeoutMs, command });
    return done;
  }

  async stop(): Promise<void> {
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
    await this.consumer?.stop();
    await this.redis.del(this.keys.replies(this.lobbyId)).catch(() => undefined);
  }
}

/**
 * Node side: runs each command of the node's stream and answers it. The consumer is named after the
 * node, so a node killed while running a command runs it again on its restart (commands must bear that:
 * the agent skips a start of a game it already hosts). A command older than its ttl is not run.
 */
export async function serveCommands(
  redis: Redis,
  keys: ClusterKeys,
  node: string,
  run: (c: Command) => Promise<void>,
  options: Partial<StreamOptions> = {},
  onError?: (err: unknown) => void,
): Promise<StreamConsumer<CommandEnvelope>> {
  const consumer = commandChannel(redis, keys, node, options).consume(
    node,
    async (req, { sentAt }) => {
      // Redis's clock, not this machine's: the entry id was stamped by the same clock.
      const [sec, micro] = await redis.time();
      const age = Number(sec) * 1000 + Math.floor(Number(micro) / 1000) - sentAt;
      let reply: Reply;
      if (age > req.ttlMs) reply = { id: req.id, ok: false, error: `command ${req.command.cmd} expired` };
      else {
        try {
          await run(req.command);
          reply = { id: req.id, ok: true };
        } catch (err) {
          reply = { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
        }
      }
      await new StreamChannel<Reply>(redis, req.replyTo, LOBBY_GROUP, options).send(reply, REPLY_STREAM_MS);
    },
    onError,
  );
  await consumer.start();
  return consumer;
}
