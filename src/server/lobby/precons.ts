import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DeckCardEntry, DicePoolEntry } from '../../protocol/game';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/cards');

const PreconDeck = z.object({
  id: z.string(),
  name: z.string(),
  champions: z.array(z.string()),
  cards: z.array(DeckCardEntry),
  dicepool: z.array(DicePoolEntry),
});
export type PreconDeck = z.infer<typeof PreconDeck>;

const PreconFile = z.object({ pods: z.record(z.string(), z.array(z.string())), precons: z.array(PreconDeck) });

export type Precons = { pods: Record<string, string[]>; decks: PreconDeck[]; byId: Map<string, PreconDeck>; chimera: PreconDeck };

let cached: Precons | null = null;

/** The precon decks, champion pods and the chimera deck of assets/cards, read once. */
export function loadPrecons(): Precons {
  if (cached) return cached;
  const file = PreconFile.parse(JSON.parse(readFileSync(path.join(assetsDir, 'precons.json'), 'utf8')));
  const chimera = PreconDeck.parse(JSON.parse(readFileSync(path.join(assetsDir, 'chimera.json'), 'utf8')));
  cached = { pods: file.pods, decks: file.precons, byId: new Map(file.precons.map((d) => [d.id, d])), chimera };
  return cached;
}
