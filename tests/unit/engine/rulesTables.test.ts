import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { catalog } from '../../../src/engine/catalog';
import type { CatalogCard } from '../../../src/protocol/cards';

/**
 * The How to Play page (docs/rules.md) lists champions and cards in tables; the page must show the numbers and text
 * of the cards new games play (the live catalogue, RULES_VERSION's), not a version before. Each table row under
 * "## Cards" is checked against the catalogue: its Atk/Def/Rec cell, its cost and its text, where the table has them.
 */
const rules = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');
const section = rules.slice(rules.indexOf('\n## Cards'), rules.indexOf('\n### Rules version'));
const byName = new Map<string, CatalogCard>(catalog.map((c) => [c.name, c]));
const rows = section.split('\n').filter((l) => l.startsWith('| ') && !/^\| (Card|Champion) \|/.test(l)).map((l) => l.slice(1, -1).split('|').map((x) => x.trim()));

const stats = (c: CatalogCard) => `${c.attack}/${c.defense}/${c.recover ?? 0}`;
const cost = (c: CatalogCard) => c.cost.filter((p) => p.kind !== 'exhaust').map((p) => `${p.count} ${p.kind === 'magic' ? p.magic : p.kind}`).join(' + ');
const text = (c: CatalogCard) => c.text.replace(/\n/g, ' ');

describe('the card tables of docs/rules.md (the How to Play page)', () => {
  it('has the tables', () => expect(rows.length).toBeGreaterThan(50));

  it('shows every card as new games play it', () => {
    const wrong: string[] = [];
    for (const cells of rows) {
      const c = byName.get(cells[0]);
      if (!c) {
        wrong.push(`${cells[0]}: not a card`);
        continue;
      }
      // Champions: | name | magic | a/d/r | ability | passive |; units: | name | magic | pod | type | a/d/r | cost | text |; pods: | name | pod | type or "unit a/d/r" | cost | text |.
      const want = c.type === 'Champion' ? { 2: stats(c) } : cells.length === 7 ? { 4: c.attack === undefined ? '' : stats(c), 5: cost(c), 6: text(c) } : { ...(c.attack === undefined ? {} : { 2: `unit ${stats(c)}` }), 3: cost(c), 4: text(c) };
      for (const [i, v] of Object.entries(want)) if (cells[Number(i)] !== v) wrong.push(`${c.name}: "${cells[Number(i)]}", the card says "${v}"`);
    }
    expect(wrong).toEqual([]);
  });
});
