/**
 * One game's jobs, run one at a time in arrival order: a job that stores an action finishes (write
 * included) before the next one looks at the state, which keeps each game's actions in order.
 */
export class JobQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private retries = new Set<NodeJS.Timeout>();

  /** Runs `job` after every job queued before it; the queue goes on whatever the job's outcome. */
  run<T>(job: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(job);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * Runs `job`, and queues it again after a growing pause (0.25 s, 0.5 s, 1 s ... at most 30 s) for as
   * long as `failed(result)` says so: for the server's own actions, which nobody else would repeat.
   */
  retrying<T>(job: () => T | Promise<T>, failed: (result: T) => boolean, onRetry: () => void, attempt = 0): void {
    void this.run(job).then((result) => {
      if (!failed(result)) return;
      onRetry();
      const t = setTimeout(() => {
        this.retries.delete(t);
        this.retrying(job, failed, onRetry, attempt + 1);
      }, Math.min(30_000, 250 * 2 ** attempt));
      this.retries.add(t);
    });
  }

  /** Resolves once every job queued so far has run. */
  settled(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /** Drops the pending retries (the game ended or closed). */
  stopRetries(): void {
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
  }
}
