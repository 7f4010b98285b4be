import { afterAll, afterEach } from 'vitest';
import { describeProblems, takePageProblems } from '../support/pageErrors';

/**
 * Runs around every e2e test file (vitest.config.ts setupFiles): a test fails when any page threw
 * or logged a console error while it ran. Errors of beforeAll land on the first test; those of
 * afterAll (leaving games, closing pages) fail the file.
 */
function check(when: string): void {
  const { problems, unmet } = takePageProblems();
  const lines: string[] = [];
  if (problems.length) lines.push(`${problems.length} page error(s) ${when}:\n${describeProblems(problems)}`);
  if (unmet.length) lines.push(`expected page error(s) that never came: ${unmet.map(String).join(', ')}`);
  if (lines.length) throw new Error(lines.join('\n'));
}

afterEach(() => check('during this test'));
afterAll(() => check('after the last test of this file'));
