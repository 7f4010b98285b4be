import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { exportFiles, exportMachine } from '../../../statecharts/export';
import { machines } from '../../../statecharts/index';

const docsDir = resolve(__dirname, '../../../docs/statecharts');
const expected = exportFiles(machines);

describe('docs/statecharts matches the machines (run `npm run statecharts` after changing one)', () => {
  it('has exactly the generated files', () => {
    expect(readdirSync(docsDir).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [name, text] of Object.entries(expected)) {
    it(`${name} is current`, () => {
      expect(readFileSync(join(docsDir, name), 'utf8')).toBe(text);
    });
  }
});

describe('the export', () => {
  for (const [name, machine] of Object.entries(machines)) {
    it(`${name}: the diagram names every state and the JSON holds the machine's id and top-level states`, () => {
      const { json, mermaid } = exportMachine(name, machine);
      expect(mermaid).toContain('stateDiagram-v2');
      for (const node of getStateNodes(machine.root)) {
        expect(mermaid).toContain(`state "${node.key}" as ${node.path.join('_')}`);
      }
      const config = JSON.parse(json);
      expect(config.id).toBe(machine.id);
      expect(Object.keys(config.states)).toEqual(Object.keys(machine.root.states));
    });
  }
});
