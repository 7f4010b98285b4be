import type { BotInput, BotMove } from '../../../engine/botPlayer';

/** Where the practice game's bot thinks: a Web Worker on the page, or this thread where there is none (tests). */
export interface BotThinker {
  think(input: BotInput): Promise<BotMove>;
  dispose(): void;
}

type Answer = { id: number; move?: BotMove; error?: string };

/**
 * A Web Worker running engine/botPlayer's chooseBotMove. A worker that fails rejects the moves it had and
 * every later one, and the local game falls back to the rule bot on the page (cheap), as the server does.
 */
export function workerThinker(): BotThinker {
  const worker = new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (m: BotMove) => void; reject: (e: Error) => void }>();
  let next = 1;
  let broken: Error | null = null;
  const failAll = (err: Error) => {
    broken = err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.addEventListener('message', (e: MessageEvent<Answer>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if (e.data.error !== undefined) w.reject(new Error(e.data.error));
    else w.resolve(e.data.move ?? { action: null, rest: [] });
  });
  worker.addEventListener('error', (e) => failAll(new Error(e.message || 'The bot worker failed')));
  return {
    think(input) {
      if (broken) return Promise.reject(broken);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, input });
      });
    },
    dispose() {
      failAll(new Error('The practice game ended'));
      worker.terminate();
    },
  };
}
