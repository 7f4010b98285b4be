/**
 * A tiny Markdown reader for our own docs (rules, manual commands): headings, paragraphs, bullet and
 * numbered lists (one level of nesting), tables, and inline bold, italic, code and links. It builds a
 * plain tree that Markdown.tsx renders as React elements, so no HTML string is ever injected.
 */
export type Inline = { kind: 'text' | 'strong' | 'em' | 'code'; text: string } | { kind: 'link'; text: string; href: string };

export type ListItem = { content: Inline[]; children: Block[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; content: Inline[]; id: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] };

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*\*)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    const at = match.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    if (token.startsWith('**')) out.push({ kind: 'strong', text: token.slice(2, -2) });
    else if (token.startsWith('`')) out.push({ kind: 'code', text: token.slice(1, -1) });
    else if (token.startsWith('[')) {
      const [, label, href] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token)!;
      out.push({ kind: 'link', text: label, href });
    } else out.push({ kind: 'em', text: token.slice(1, -1) });
    last = at + token.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const bullet = /^(\s*)([-*]|\d+\.)\s+(.*)$/;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => parseInline(c.trim()));

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const text = heading[2].trim();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3 | 4, content: parseInline(text), id: slug(text) });
      i++;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(lines[i++]);
      const body = rows.slice(1).filter((r) => !/^\s*\|?\s*:?-{2,}/.test(r));
      blocks.push({ kind: 'table', header: cells(rows[0]), rows: body.map(cells) });
      continue;
    }
    const item = bullet.exec(line);
    if (item && item[1].length === 0) {
      const ordered = /\d/.test(item[2]);
      const items: ListItem[] = [];
      while (i < lines.length) {
        const m = bullet.exec(lines[i]);
        if (m && m[1].length === 0) {
          items.push({ content: parseInline(m[3]), children: [] });
          i++;
        } else if (m && items.length) {
          // An indented item: a nested list under the last item.
          const nested: string[] = [];
          while (i < lines.length && bullet.exec(lines[i]) && bullet.exec(lines[i])![1].length > 0) nested.push(lines[i++].trimStart());
          items[items.length - 1].children.push(...parseMarkdown(nested.join('\n')));
        } else if (lines[i].trim() && /^\s+/.test(lines[i]) && items.length) {
          // A continuation line of the last item.
          items[items.length - 1].content.push({ kind: 'text', text: ' ' }, ...parseInline(lines[i].trim()));
          i++;
        } else break;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() && !/^(#{1,4})\s/.test(lines[i]) && !lines[i].trim().startsWith('|') && !(bullet.exec(lines[i])?.[1] === '')) {
      paragraph.push(lines[i++].trim());
    }
    blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
