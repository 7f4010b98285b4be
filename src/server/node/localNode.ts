import type { Handoff, NodeStatus } from '../../protocol/sockets';
import type { GameNode } from './gameNode';
import type { NodeHandle, StartGameRequest } from './types';

/** Splits a Host header into the handoff's address and port (80 and 443 are omitted). */
export function hostEndpoint(host: string | undefined, fallbackPort: number): { address: string; port?: number } {
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host ?? '');
  const address = m?.[1] ?? 'localhost';
  const port = m?.[2] ? Number(m[2]) : fallbackPort;
  return port === 80 || port === 443 ? { address } : { address, port };
}

/** The node that runs inside the lobby's own process, on the same socket.io server. */
export class LocalNode implements NodeHandle {
  constructor(
    readonly node: GameNode,
    private port: () => number,
  ) {}

  get name(): string {
    return this.node.name;
  }

  status(): NodeStatus {
    return this.node.status();
  }

  endpoint(requestHost: string | undefined): Omit<Handoff, 'gameId' | 'name' | 'namespace' | 'token'> {
    return { ...hostEndpoint(requestHost, this.port()), secure: false, path: '/socket.io' };
  }

  startGame(req: StartGameRequest): Promise<void> {
    return this.node.startGame(req);
  }

  stopGame(gameId: string): Promise<void> {
    return this.node.stopGame(gameId);
  }

  rematchStarted(oldGameId: string, newGameId: string): void {
    this.node.rematchStarted(oldGameId, newGameId);
  }

  setEnabled(enabled: boolean): void {
    this.node.enabled = enabled;
  }

  restart(): Promise<void> {
    return this.node.restart();
  }
}
