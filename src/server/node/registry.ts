import type { NodeStatus } from '../../protocol/sockets';
import type { NodeHandle } from './types';

/** The game nodes the lobby knows; a disabled node takes no new games. */
export class NodeRegistry {
  private nodes = new Map<string, NodeHandle>();

  add(node: NodeHandle): void {
    this.nodes.set(node.name, node);
  }

  remove(name: string): void {
    this.nodes.delete(name);
  }

  get(name: string): NodeHandle | undefined {
    return this.nodes.get(name);
  }

  list(): NodeStatus[] {
    return [...this.nodes.values()].map((n) => n.status());
  }

  /** The enabled node with the fewest games (as `games` counts them, else as each node last reported). */
  pick(games: (name: string) => number = (name) => this.nodes.get(name)!.status().numGames): NodeHandle | null {
    let best: NodeHandle | null = null;
    for (const n of this.nodes.values()) {
      if (n.status().status !== 'active') continue;
      if (!best || games(n.name) < games(best.name)) best = n;
    }
    return best;
  }
}
