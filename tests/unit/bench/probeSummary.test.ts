import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeLines, summarizeProbe } from '../../../bench/load/probeSummary';

/** bench/load.ts --probe: what each thread logged, summed over the steady window only. */
describe('the load probe summary', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emberhall-probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, '100-0.log'), '# serverProcess.ts\n1000,stall,20.0\n2000,stall,40.5\n2500,gc-scavenge,12.0\n9000,stall,300\n');
  writeFileSync(path.join(dir, '100-4.log'), '# serverProcess.ts thread 4\n500,gc-major,90\n');

  it('sums each kind per thread inside the window and leaves out threads with nothing in it', () => {
    const threads = summarizeProbe(dir, 1000, 3000);
    expect(threads.map((t) => t.thread)).toEqual(['serverProcess.ts (pid 100)']);
    expect(Object.fromEntries(threads[0].kinds)).toEqual({ stall: { n: 2, ms: 60.5, max: 40.5 }, 'gc-scavenge': { n: 1, ms: 12, max: 12 } });
    expect(probeLines(threads)).toEqual(['  serverProcess.ts (pid 100): stall 2× 61 ms (longest 41); gc-scavenge 1× 12 ms (longest 12)']);
  });
});
