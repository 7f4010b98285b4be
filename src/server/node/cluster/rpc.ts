import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ClusterKeys } from './keys';

export type Command =
  | { cmd: 'startGame'; req: unknown }
  | { cmd: 'stopGame'; gameId: string }
  | { cmd: 'rematchStarted'; oldGameId: string; newGameId: string }
  | { cmd: 'restart' };

type Request = { id: string; replyTo: string; command: Command };
type Reply = { id: string; ok: boolean; error?: string };

/** Lobby side: sends a command to a node over pub/sub and waits for its answer (or times out). */
export class RpcClient {
  private pending = new Map<string, { resolve: () => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  readonly channel: string;

  constructor(
    private pub: Redis,
    sub: Redis,
    private keys: ClusterKeys,
    lobbyId: string,
  ) {
    this.channel = keys.replies(lobbyId);
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      const r = JSON.parse(raw) as Reply;
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      clearTimeout(p.timer);
      if (r.ok) p.resolve();
      else p.reject(new Error(r.error ?? 'node command failed'));
    });
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
    const listeners = await this.pub.publish(this.keys.commands(node), JSON.stringify({ id, replyTo: this.channel, command } satisfies Request));
    if (!listeners) {
      this.pending.get(id)?.reject(new Error(`node ${node} is not listening`));
      clearTimeout(this.pending.get(id)?.timer);
      this.pending.delete(id);
    }
    return done;
  }
}

/** Node side: runs each command received on the node's channel and answers it. */
export async function serveCommands(pub: Redis, sub: Redis, keys: ClusterKeys, node: string, run: (c: Command) => Promise<void>): Promise<void> {
  const channel = keys.commands(node);
  await sub.subscribe(channel);
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    const req = JSON.parse(raw) as Request;
    run(req.command).then(
      () => pub.publish(req.replyTo, JSON.stringify({ id: req.id, ok: true } satisfies Reply)),
      (err: unknown) => pub.publish(req.replyTo, JSON.stringify({ id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies Reply)),
    );
  });
}
