/**
 * The lobby's handle on a game node running on a thread of its own (thread.ts; config NODE_THREADS,
 * issue 19). It answers as the in-process node does (localNode.ts): the lobby picks it, starts and stops
 * games on it and hears its events through the one path (`onEvent`, Lobby.onNodeEvent). Its players
 * connect to the thread's own port.
 */
import type { Worker } from 'node:worker_threads';
import { tsWorker } from '../../db/tsWorker';
import type { Handoff, NodeStatus } from '../../../protocol/sockets';
import type { NodeEvent, NodeHandle, StartGameRequest } from '../types';
import { hostEndpoint } from '../localNode';
import type { Command, FromThread, NodeThreadData } from './messages';

export type ThreadNodeOptions = NodeThreadData & {
  onEvent(e: NodeEvent): void;
  /** The thread failed to start or stopped: logged by the caller. */
  onFailure(message: string): void;
};

export class ThreadNode implements NodeHandle {
  private worker: Worker;
  private port = 0;
  private last: NodeStatus;
  private waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;

  constructor(private o: ThreadNodeOptions) {
    this.last = { name: o.name, numGames: 0, status: 'active', version: '' };
    const data: NodeThreadData = { name: o.name, jwtSecret: o.jwtSecret, dbPort: o.dbPort, settings: o.settings };
    this.worker = tsWorker(new URL('./thread.ts', import.meta.url), { workerData: data, transferList: o.dbPort ? [o.dbPort] : [] });
    // The port comes before any answer: the lobby's first call (restore, at start) waits for the node to listen.
    this.worker.on('message', (m: FromThread) => {
      if (m.kind === 'listening') return void (this.port = m.port);
      if (m.kind === 'failed') return this.o.onFailure(m.error);
      this.last = m.status;
      if (m.kind === 'event') return this.o.onEvent(m.event);
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.ok) w.resolve(m.value);
      else w.reject(new Error(m.error));
    });
    const stop = (why: string) => {
      this.stopped = new Error(`Game node ${o.name} stopped: ${why}`);
      for (const w of this.waiting.values()) w.reject(this.stopped);
      this.waiting.clear();
      this.last = { ...this.last, status: 'offline' };
    };
    this.worker.on('error', (err) => {
      this.o.onFailure(err.stack ?? err.message);
      stop(err.message);
    });
    this.worker.on('exit', (code) => stop(`exit code ${code}`));
  }

  private call(c: Command): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...c });
    });
  }

  get name(): string {
    return this.o.name;
  }

  status(): NodeStatus {
    return this.last;
  }

  endpoint(requestHost: string | undefined): Omit<Handoff, 'gameId' | 'name' | 'namespace' | 'token'> {
    // The address the player reached the lobby at, on the thread's own port.
    return { address: hostEndpoint(requestHost, this.port).address, port: this.port, secure: false, path: '/socket.io' };
  }

  async startGame(req: StartGameRequest): Promise<void> {
    await this.call({ cmd: 'startGame', req });
  }

  async stopGame(gameId: string): Promise<void> {
    await this.call({ cmd: 'stopGame', gameId });
  }

  rematchStarted(oldGameId: string, newGameId: string): void {
    void this.call({ cmd: 'rematchStarted', oldGameId, newGameId }).catch((err: Error) => this.o.onFailure(err.message));
  }

  async setEnabled(enabled: boolean): Promise<void> {
    this.last = { ...this.last, status: enabled ? 'active' : 'disabled' };
    await this.call({ cmd: 'setEnabled', enabled });
  }

  async restart(): Promise<void> {
    await this.call({ cmd: 'restart' });
  }

  /** Running games of this node's name come back from their stored logs (as GameNode.restore). */
  async restore(): Promise<number> {
    return (await this.call({ cmd: 'restore' })) as number;
  }

  async dropIfDisabled(userId: string): Promise<void> {
    await this.call({ cmd: 'dropIfDisabled', userId });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ cmd: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
