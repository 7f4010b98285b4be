import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, supportedRange } from '../../../scripts/node-version.mjs';

/** The start check (scripts/check-node.mjs): package.json "engines" decides, and a refusal says what is needed. */
describe('the Node version check at start', () => {
  const range = '^20.19.0 || >=22.12.0';

  it('accepts the versions engines names', () => {
    for (const v of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v24.1.0']) expect(nodeVersionProblem(v, range), v).toBeNull();
  });

  it('refuses the others with the supported range and the running version', () => {
    for (const v of ['v18.20.4', 'v20.18.3', 'v21.7.0', 'v22.11.0']) {
      expect(nodeVersionProblem(v, range), v).toBe(`Emberhall needs Node ${range} (package.json "engines"); this is Node ${v}. Install a supported Node (README, "The two commands") and try again.`);
    }
  });

  it('fails loudly on a range it cannot read, rather than letting every version through', () => {
    expect(() => nodeVersionProblem('v20.20.0', '~20.1')).toThrow(/cannot read the range '~20.1'/);
  });

  it("reads package.json's range, which the Node running the tests meets", () => {
    expect(supportedRange()).toBe(range);
    expect(nodeVersionProblem(process.version, supportedRange())).toBeNull();
    // The script npm start runs first exits 0 here (and would print the message and exit 1 on an old Node).
    expect(execFileSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' })).toBe('');
  });
});
