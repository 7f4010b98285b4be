/**
 * A load worker: a child process of bench/load.ts that drives its share of the slots (driver.ts) and
 * sends back what it measured. The load runs outside the server's process, as real clients would.
 */
import { drive, type DriveOptions, type Slot } from './driver';
import { installZlibProbe } from './zlibProbe';

installZlibProbe(`worker ${process.pid}`);

export type WorkerJob = { slots: Slot[]; options: DriveOptions };

process.once('message', (job: WorkerJob) => {
  void drive(job.slots, job.options).then(
    (stats) => process.send!({ stats }, () => process.exit(0)),
    (err: unknown) => process.send!({ error: String(err) }, () => process.exit(1)),
  );
});
// A stray rejection is one slot's failure, counted by the driver; it must not end the worker's other games.
process.on('unhandledRejection', (err) => console.error('load worker: unhandled', err));
process.send!({ ready: true });
