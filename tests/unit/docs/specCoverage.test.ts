// docs/spec-coverage.md answers "where is this spec item tested?". This test keeps it honest: a row names real
// test files or gives a reason, every numbered spec section has rows, and every text the spec quotes is either
// in the product or listed with a reason, so deleting a test file or dropping a spec text breaks the suite.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageRows, decisionLinks, headingSlugs, reason, rowQuotes, testFiles } from './coverageTable';
import { normalise, numberedSections, sourceShows, sourceText, specQuotes } from './specText';

const root = resolve(__dirname, '../../..');
const table = readFileSync(resolve(root, 'docs/spec-coverage.md'), 'utf8');
const rows = coverageRows(table);
const decisionSlugs = headingSlugs(readFileSync(resolve(root, 'docs/decisions.md'), 'utf8'));

// The spec lives beside the repository (/work/shared/spec for /work/main in CI). SPEC_DIR points a worktree or
// a clone elsewhere at it; without either, the spec's own checks skip and say so, and the table checks still run.
const specDir = process.env.SPEC_DIR ?? resolve(root, '../shared/spec');
const specs = ['site-spec', 'board-spec'] as const;
const specPresent = specs.every((spec) => existsSync(resolve(specDir, `${spec}.md`)));
if (!specPresent) console.warn(`spec-coverage: no spec at ${specDir}; skipping the section and quote checks`);
const specText = (spec: string): string => readFileSync(resolve(specDir, `${spec}.md`), 'utf8');

describe('docs/spec-coverage.md', () => {
  it('has rows for both spec files', () => {
    for (const spec of specs) expect(rows.some((row) => row.section.startsWith(`${spec} `))).toBe(true);
  });

  it('names only test files that exist', () => {
    const missing = rows.flatMap((row) =>
      testFiles(row.proof)
        .filter((file) => !existsSync(resolve(root, file)))
        .map((file) => `line ${row.line}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every row a test, or a reason: not applicable, deviation, not built or untested', () => {
    const bare = rows
      .filter((row) => testFiles(row.proof).length === 0 && reason(row.proof) === null)
      .map((row) => `line ${row.line}: ${row.section} ${row.item} -> "${row.proof}"`);
    expect(bare).toEqual([]);
  });

  it('links every deviation to a heading of docs/decisions.md', () => {
    const broken = rows
      .filter((row) => reason(row.proof)?.kind === 'deviation')
      .filter((row) => {
        const links = decisionLinks(row.proof);
        return links.length === 0 || links.some((slug) => !decisionSlugs.has(slug));
      })
      .map((row) => `line ${row.line}: ${row.proof}`);
    expect(broken).toEqual([]);
  });
});

describe.skipIf(!specPresent)('the spec against the table and the source', () => {
  it('has rows for every numbered section of each spec', () => {
    const uncovered = specs.flatMap((spec) =>
      numberedSections(specText(spec))
        .map((n) => `${spec} ${n}`)
        .filter((section) => !rows.some((row) => row.section === section)),
    );
    expect(uncovered).toEqual([]);
  });

  it('finds every quoted spec text in the product, or a row listing it with a reason', () => {
    const source = sourceText([resolve(root, 'src'), resolve(root, 'statecharts')]);
    const excused = new Set(
      rows
        .filter((row) => reason(row.proof) !== null)
        .flatMap((row) => rowQuotes(row.item).map((quote) => `${row.section}|${normalise(quote)}`)),
    );
    const unfound = specs
      .flatMap((spec) => specQuotes(specText(spec), spec))
      .filter((quote) => !sourceShows(source, quote.text))
      .filter((quote) => !excused.has(`${quote.section}|${normalise(quote.text)}`))
      .map((quote) => `${quote.section}: '${quote.text}'`);
    expect(unfound).toEqual([]);
  });
});
