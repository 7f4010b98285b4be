import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of our TypeScript sources, type-only imports included (a type import that goes
 * round in a circle ties the layers together just as much), and its circles: the strongly connected
 * components of more than one file (Tarjan). Relative imports only; packages are not ours.
 */
export type ImportGraph = Map<string, string[]>;

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourcesUnder(p, out);
    else if (/\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

const IMPORT_FROM = /(?:^|\n)\s*(?:import|export)\s[^'";]*?\sfrom\s+'(\.[^']+)'/g;

export function importGraph(root: string, dirs: string[]): ImportGraph {
  const files = dirs.flatMap((d) => sourcesUnder(path.join(root, d)));
  const graph: ImportGraph = new Map();
  for (const f of files) {
    const deps = [...readFileSync(f, 'utf8').matchAll(IMPORT_FROM)].map((m) => resolveImport(f, m[1])).filter((d): d is string => !!d && /\.tsx?$/.test(d));
    graph.set(path.relative(root, f), deps.map((d) => path.relative(root, d)));
  }
  return graph;
}

export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return cycles;
}
