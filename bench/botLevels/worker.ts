/** A bench/bot.ts worker thread: plays the level games it is sent, a batch at a time. */
import { parentPort } from 'node:worker_threads';
import { playLevels, type LevelJob, type LevelRecord } from './game';

parentPort!.on('message', (batch: { index: number; job: LevelJob }[] | null) => {
  if (batch === null) return process.exit(0);
  const out: { index: number; record: LevelRecord }[] = batch.map(({ index, job }) => ({ index, record: playLevels(job) }));
  parentPort!.postMessage(out);
});
parentPort!.postMessage([]);
