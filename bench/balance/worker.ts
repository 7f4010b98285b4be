/** A worker thread of the balance bench: plays the jobs it is sent and sends back their records. */
import { parentPort } from 'node:worker_threads';
import { playRecorded, type GameRecord } from './game';
import { setupOf, type Job } from './jobs';

parentPort!.on('message', (batch: { index: number; job: Job }[] | null) => {
  if (batch === null) return process.exit(0);
  const out: { index: number; record: GameRecord }[] = batch.map(({ index, job }) => ({ index, record: playRecorded(setupOf(job)) }));
  parentPort!.postMessage(out);
});
parentPort!.postMessage([]);
