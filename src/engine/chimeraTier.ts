import type { GameState } from './types';
import { activeChimera, type ChimeraDeck } from './catalog';

/** The tier `me` plays: its solo deck's chimeraTier in the game's card set (version 2 games: the one chimera). */
export const chimeraOf = (s: GameState, me: string): ChimeraDeck => activeChimera(s.setup.players.find((p) => p.name === me)?.deck.chimeraTier);
