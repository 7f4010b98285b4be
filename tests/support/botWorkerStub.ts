import { parentPort, workerData } from 'node:worker_threads';
import { chooseBotPlan, type BotInput } from '../../src/engine/botPlayer';

/**
 * A bot worker for tests (node/bots/pool.ts `entry`): it counts the moves it is asked for in
 * `shared[1]` and, while `shared[0]` is 0, blocks its thread as a long search would, until the test
 * sets the gate. With `crash`, it dies on its first move instead.
 */
const { shared, crash } = workerData as { shared: SharedArrayBuffer; crash?: boolean };
const gate = new Int32Array(shared);

parentPort!.on('message', ({ id, input }: { id: number; input: BotInput }) => {
  if (crash) process.exit(3);
  Atomics.add(gate, 1, 1);
  Atomics.wait(gate, 0, 0);
  parentPort!.postMessage({ id, move: chooseBotPlan(input) });
});

parentPort!.postMessage({ ready: true });
