import type { Redis } from 'ioredis';
import type { NodeEvent } from '../types';
import type { ClusterKeys } from './keys';
import { StreamChannel, type StreamConsumer, type StreamOptions } from './streams';

/** Every lobby process is a consumer of this one group: each node event is handled by one of them. */
const LOBBIES_GROUP = 'lobbies';

export function nodeEventChannel(redis: Redis, keys: ClusterKeys, options?: Partial<StreamOptions>): StreamChannel<NodeEvent> {
  return new StreamChannel<NodeEvent>(redis, keys.events, LOBBIES_GROUP, options);
}

/**
 * Lobby side: reads the node events stream as `consumer` (this lobby process) and hands each event to
 * `apply` (the lobby's one path for node events, lobby/index.ts), acknowledging it once applied. Events
 * added while no lobby process was reading wait in the stream.
 */
export async function consumeNodeEvents(
  redis: Redis,
  keys: ClusterKeys,
  consumer: string,
  apply: (e: NodeEvent) => Promise<void> | void,
  options?: Partial<StreamOptions>,
  onError?: (err: unknown) => void,
): Promise<StreamConsumer<NodeEvent>> {
  const c = nodeEventChannel(redis, keys, options).consume(consumer, apply, onError);
  await c.start();
  return c;
}
