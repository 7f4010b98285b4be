import { describe, expect, it } from 'vitest';
import type { NodeStatus } from '../../../src/protocol/sockets';
import { NodeRegistry } from '../../../src/server/node/registry';
import type { NodeHandle } from '../../../src/server/node/types';

/** A node handle that only reports a status (what the registry reads). */
function node(name: string, numGames: number, status: NodeStatus['status'] = 'active'): NodeHandle {
  return { name, status: () => ({ name, numGames, status, version: '' }) } as unknown as NodeHandle;
}

describe('NodeRegistry.pick', () => {
  it('takes the active node with the fewest games, by the count given, else by what the nodes reported', () => {
    const r = new NodeRegistry();
    for (const n of [node('a', 0), node('b', 0), node('c', 0, 'disabled')]) r.add(n);
    // The heartbeats still say 0 and 0; the lobby's own count knows a started two games already.
    expect(r.pick((name) => ({ a: 2, b: 1, c: 0 })[name] ?? 0)?.name).toBe('b');
    expect(r.pick()?.name).toBe('a');
    r.add(node('a', 5));
    expect(r.pick()?.name).toBe('b');
  });
});
