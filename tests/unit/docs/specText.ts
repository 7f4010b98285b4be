// Reading the spec and the source for the spec-coverage test (tests/unit/docs/specCoverage.test.ts).
// Kept apart from the test so the rules of matching are in one small place, with their reasons.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A quoted text of the spec: what the user should read, and where the spec says it. */
export interface SpecQuote {
  section: string; // 'site-spec 5'
  text: string; // the text between the quotes, as the spec writes it
}

/** The numbered sections of a spec file ('## 7. The calls it makes' gives 7). */
export function numberedSections(markdown: string): number[] {
  return [...markdown.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1]));
}

// A quote opens with ' at the start of a line or after a space or bracket, and closes with ' before a space,
// punctuation or the end of the line, on the same line. Apostrophes inside words (couldn't, game's) neither
// open nor close one; "the user's username followed by 's game" opens at 's but never closes, so it is skipped.
export const QUOTE = /(?<=^|[\s(])'([^'\n]*(?:'[a-zA-Z][^'\n]*)*?)'(?=[\s.,;:)]|$)/gm;

/** Every quoted text of a spec file, with the numbered section it sits in. */
export function specQuotes(markdown: string, spec: string): SpecQuote[] {
  const quotes: SpecQuote[] = [];
  let section = 0;
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) section = Number(heading[1]);
    if (section === 0) continue;
    for (const m of line.matchAll(QUOTE)) quotes.push({ section: `${spec} ${section}`, text: m[1]! });
  }
  return quotes;
}

/**
 * One form for the spec's texts and the source's, so that a quote is found however it is written:
 * - placeholders: the spec writes {name} or a bare N ('Auto passing in N...'), i18next {{name}} and code `${x}`;
 *   all become {} (the name of the placeholder is not the user's concern, its place is). A bare N counts only in
 *   the spec, so a letter N in code is never taken for a placeholder;
 * - escapes in TS and JSON strings (\' \" \n) are undone, typographic apostrophes and the ellipsis … become ASCII;
 * - runs of white space become one space (the spec has double spaces after some full stops; HTML shows one).
 */
export function normalise(text: string, from: 'spec' | 'source' = 'spec'): string {
  const placeholders = from === 'spec' ? /\{[\w.-]+\}|\bN\b/g : /\{\{\s*[\w.,\s-]+\}\}|\$\{[^}]*\}|\{[\w.-]+\}/g;
  return text
    .replace(/\\(['"`])/g, '$1')
    .replace(/\\n/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u2026/g, '...')
    .replace(placeholders, '{}')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * All text of the product: code, locale JSON, markdown pages and HTML under the given folders (src/, and
 * statecharts/, which holds the status texts the pending game, draft, prompt timer and lobby banner show);
 * normalised as one string to search.
 */
export function sourceText(dirs: string[]): string {
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|json|md|html)$/.test(name) && !/\.test\.tsx?$/.test(name)) parts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of dirs) walk(dir);
  return normalise(parts.join('\n'), 'source');
}

/**
 * Whether the source shows a quote. The spec marks elided text with dots: 'The error has been logged. Please
 * report persistent bugs...' (full text not shown) is found by its words before the dots, and '...watch a game'
 * (the end of an earlier quote) by its words after them. A quote is first looked for whole, so a text that truly
 * ends in dots ('Waiting for players...') must be there with them.
 */
export function sourceShows(source: string, quote: string): boolean {
  const text = normalise(quote);
  if (source.includes(text)) return true;
  const inner = text.replace(/^\.\.\.|\.\.\.$/g, '').trim();
  return inner !== text && inner.length > 0 && source.includes(inner);
}
