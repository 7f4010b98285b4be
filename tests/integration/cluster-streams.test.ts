import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameNode } from '../../src/server/node/gameNode';
import { clusterKeys, type ClusterKeys } from '../../src/server/node/cluster/keys';
import { NodeAgent } from '../../src/server/node/cluster/nodeAgent';
import { consumeNodeEvents } from '../../src/server/node/cluster/nodeEvents';
import { RpcClient, serveCommands, type Command } from '../../src/server/node/cluster/rpc';
import type { StreamConsumer } from '../../src/server/node/cluster/streams';
import type { NodeEvent } from '../../src/server/node/types';
import { REDIS_URL, clusterSkipReason, removePrefix, until } from './clusterSupport';

/**
 * The cluster's stream transport (node/cluster/streams.ts) on the real Redis: node events and node
 * commands are kept until read, so a lobby or a node that was away gets what it missed. Every run has
 * its own key prefix, removed afterwards.
 */
const skip = await clusterSkipReason();


const left = (n: number): NodeEvent => ({ type: 'left', gameId: `g${n}`, username: `u${n}` });

describe.skipIf(!!skip)('cluster streams: node events and commands survive a missing reader', () => {
  let redis: Redis;
  let keys: ClusterKeys;
  let prefix: string;
  const running: { stop(): Promise<void> }[] = [];

  beforeAll(() => {
    prefix = `eh-streams-${randomUUID().slice(0, 8)}:`;
    keys = clusterKeys(prefix);
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await Promise.all(running.map((r) => r.stop()));
    await removePrefix(redis, prefix);
    redis.disconnect();
  });

  /** A node's agent for publishing only (publish is the node's one path for its events). */
  const agent = () => new NodeAgent(redis, keys, {} as GameNode, { address: '127.0.0.1', port: 0 });

  async function lobby(name: string, got: NodeEvent[], options = {}): Promise<StreamConsumer<NodeEvent>> {
    const c = await consumeNodeEvents(redis, keys, name, async (e) => {
      got.push(e);
    }, options);
    running.push(c);
    return c;
  }

  it('a lobby that was away receives the node events emitted meanwhile, in order, and a dead reader\'s event goes to another', async () => {
    const node = agent();
    // Sent before any lobby process ever read the stream.
    node.publish(left(1));
    const first: NodeEvent[] = [];
    const a = await lobby('lobby-a', first);
    await until(() => first.length === 1, 'the event sent before any lobby');
    expect(first).toEqual([left(1)]);

    // The only lobby goes away; the node goes on emitting.
    await a.stop();
    for (const n of [2, 3, 4]) node.publish(left(n));
    const back: NodeEvent[] = [];
    await lobby('lobby-a2', back);
    await until(() => back.length === 3, 'the events emitted while no lobby was reading');
    expect(back).toEqual([left(2), left(3), left(4)]);
    expect(first).toHaveLength(1);

    // A lobby killed while handling an event (never acknowledged): another lobby takes it over.
    const stuck: NodeEvent[] = [];
    const hang = await consumeNodeEvents(redis, keys, 'lobby-dying', (e) => {
      stuck.push(e);
      return new Promise(() => undefined);
    });
    for (const c of running) await c.stop();
    node.publish(left(5));
    await until(() => stuck.length === 1, 'the dying lobby reading the event');
    await hang.stop();
    const heir: NodeEvent[] = [];
    await lobby('lobby-heir', heir, { claimIdleMs: 200 });
    await until(() => heir.length === 1, 'the dead lobby\'s event claimed by another');
    expect(heir).toEqual([left(5)]);
  }, 60_000);

  it('an event whose handling fails (a lock not had in time) is tried again until the lobby has applied it', async () => {
    // The only lobby reading: the first test's are stopped.
    for (const c of running.splice(0)) await c.stop();
    const node = agent();
    const applied: NodeEvent[] = [];
    let tries = 0;
    running.push(
      await consumeNodeEvents(redis, keys, 'lobby-busy', (e) => {
        // Fails beyond the quick retries: the event has to come back through a claim pass.
        if (++tries <= 3) throw new Error('lobby lock not acquired');
        applied.push(e);
      }, { claimIdleMs: 200 }),
    );
    node.publish(left(9));
    await until(() => applied.length === 1, 'the event applied after its failures');
    expect(applied).toEqual([left(9)]);
    expect(tries).toBe(4);
  }, 60_000);

  it('a command reaches a node that subscribed after it was sent; one older than its timeout is not run', async () => {
    const rpc = new RpcClient(redis, keys, `lobby-${randomUUID()}`);
    await rpc.start();
    running.push(rpc);
    const ran: Command[] = [];
    const serve = async (name: string) => {
      running.push(await serveCommands(redis, keys, name, async (c) => {
        ran.push(c);
      }));
    };

    // Sent while node-x is not running: the call waits, and is answered once the node starts.
    const answered = rpc.call('node-x', { cmd: 'stopGame', gameId: 'late' }, 30_000);
    await serve('node-x');
    await answered;
    expect(ran).toEqual([{ cmd: 'stopGame', gameId: 'late' }]);

    // A command whose caller gave up (its timeout passed) is answered as expired and not run.
    await expect(rpc.call('node-y', { cmd: 'stopGame', gameId: 'stale' }, 1)).rejects.toThrow(/did not answer/);
    await new Promise((r) => setTimeout(r, 20));
    const fresh = rpc.call('node-y', { cmd: 'stopGame', gameId: 'fresh' }, 30_000);
    await serve('node-y');
    await fresh;
    expect(ran.slice(1)).toEqual([{ cmd: 'stopGame', gameId: 'fresh' }]);
  }, 60_000);
});
