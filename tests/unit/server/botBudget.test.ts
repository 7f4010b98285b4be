import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { getPriority } from 'node:os';
import { budgetUnderLoad, MIN_SEARCH_MS, QUEUE_TARGET_MS } from '../../../src/server/node/bots/budget';
import type { BotInput } from '../../../src/engine/botPlayer';

const input = (level: BotInput['level'], budgetMs?: number) => ({ level, budgetMs }) as BotInput;

/** Issue 18: bot searches never in the way of the game node, however many bot games it hosts. */
describe('a search level on a busy node', () => {
  it('thinks its full time while the queue is short', () => {
    expect(budgetUnderLoad(input('expert'), 0, 1)).toBe(1000);
    expect(budgetUnderLoad(input('strong'), 3, 1)).toBe(250);
  });

  it('thinks less as moves queue up, so the last one waiting is thought within the target, but never below the floor', () => {
    const waiting = 9;
    const each = budgetUnderLoad(input('expert'), waiting, 1)!;
    expect(each * (waiting + 1)).toBeLessThanOrEqual(QUEUE_TARGET_MS);
    expect(each).toBeGreaterThan(MIN_SEARCH_MS);
    expect(budgetUnderLoad(input('expert'), 49, 1)).toBe(MIN_SEARCH_MS);
    // Two workers share the line: each move may think twice as long.
    expect(budgetUnderLoad(input('expert'), waiting, 2)).toBe(2 * each);
  });

  it('scales every search by the configured fraction (tests)', () => {
    expect(budgetUnderLoad(input('expert'), 0, 1, 0.2)).toBe(200);
    expect(budgetUnderLoad(input('strong'), 0, 1, 0.1)).toBe(25);
  });

  it('leaves the rule levels and a budget the caller set alone', () => {
    expect(budgetUnderLoad(input('standard'), 40, 1)).toBeUndefined();
    expect(budgetUnderLoad(input('expert', 300), 40, 1)).toBe(300);
  });
});

describe("a bot worker's priority", () => {
  it('is lowered for its own thread only (Linux)', async () => {
    const before = getPriority();
    const entry = new URL('../../../src/server/node/bots/threadPriority.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })
      .then((m) => { const lowered = m.lowerThisThreadPriority(); require('node:worker_threads').parentPort.postMessage({ lowered, nice: require('node:os').getPriority() }); })`;
    const worker = new Worker(boot, { eval: true });
    const answer = await new Promise<{ lowered: boolean; nice: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toEqual({ lowered: true, nice: 19 });
    expect(getPriority()).toBe(before);
  });
});
