import { parentPort } from 'node:worker_threads';
import { chooseBotPlan, type BotInput } from '../../../engine/botPlayer';
import { lowerThisThreadPriority } from './threadPriority';

// A search takes only the CPU the game node's event loop leaves (Linux: this thread at nice 19).
lowerThisThreadPriority();

/** One bot move per message: the engine's bot, on this thread, so the game node's event loop never waits. */
parentPort!.on('message', ({ id, input }: { id: number; input: BotInput }) => {
  try {
    parentPort!.postMessage({ id, move: chooseBotPlan(input) });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});

// Loaded: the pool may send moves (its time limit per move starts now).
parentPort!.postMessage({ ready: true });
