import { chimeraDeck, pods, precons, type Precon } from '../../engine/catalog';

export type PreconDeck = Precon;
export type Precons = { pods: Record<string, string[]>; decks: PreconDeck[]; byId: Map<string, PreconDeck>; chimera: PreconDeck };

let cached: Precons | null = null;

/** The precon decks, champion pods and the chimera deck: the engine's catalogue (engine/catalog.ts). */
export function loadPrecons(): Precons {
  cached ??= { pods, decks: precons, byId: new Map(precons.map((d) => [d.id, d])), chimera: chimeraDeck };
  return cached;
}
