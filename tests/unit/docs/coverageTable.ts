// Reading docs/spec-coverage.md for its test (tests/unit/docs/specCoverage.test.ts).
// A row is a table line whose first cell names a spec section ('site-spec 2', 'board-spec 7'); its last cell is
// the proof: test files, or one of the three kinds of reason below.
import { QUOTE } from './specText';

export interface CoverageRow {
  line: number; // 1-based line in the markdown, for messages
  section: string; // 'site-spec 2'
  item: string;
  proof: string;
}

export const REASON_KINDS = ['not applicable', 'deviation', 'not built', 'untested'] as const;

const SECTION = /^(site-spec|board-spec) \d+$/;

export function coverageRows(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (!text.startsWith('|')) return;
    const cells = text
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (!SECTION.test(cells[0] ?? '')) return;
    rows.push({ line: index + 1, section: cells[0]!, item: cells[1] ?? '', proof: cells[cells.length - 1] ?? '' });
  });
  return rows;
}

/** Test files a proof names: every `tests/...` path in it. */
export function testFiles(proof: string): string[] {
  return [...proof.matchAll(/tests\/[\w./-]+\.ts/g)].map((m) => m[0]);
}

/** The reason a proof gives when it names no test: 'not applicable: ...', 'deviation: ...', 'not built: ...' or 'untested: ...' (built, no test yet). */
export function reason(proof: string): { kind: (typeof REASON_KINDS)[number]; text: string } | null {
  const m = /^(not applicable|deviation|not built|untested)\s*[:—-]\s*(.+)$/.exec(proof);
  if (!m || m[2]!.trim().length < 8) return null;
  return { kind: m[1] as (typeof REASON_KINDS)[number], text: m[2]!.trim() };
}

/** Anchors a proof links in docs/decisions.md ('decisions.md#spec-deviations-issue-22' gives that slug). */
export function decisionLinks(proof: string): string[] {
  return [...proof.matchAll(/decisions\.md#([\w-]+)/g)].map((m) => m[1]!);
}

/** GitHub's anchor of a markdown heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    slugs.add(
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s/g, '-'),
    );
  }
  return slugs;
}

/** The quotes a row vouches for: texts written between single quotes in its item cell. */
export function rowQuotes(item: string): string[] {
  return [...item.matchAll(QUOTE)].map((m) => m[1]!);
}
