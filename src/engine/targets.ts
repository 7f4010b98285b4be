import type { GameState, TargetKind, CardState } from './types';
import { characters, livingChampions, other, isCharacter } from './ops';

/** The cards a target kind can name right now, for the player `me`. */
export function targetsFor(s: GameState, me: string, kind: TargetKind): CardState[] {
  const foe = other(s, me);
  const b = s.battle;
  switch (kind) {
    case 'enemy-character': return characters(s, foe);
    case 'enemy-unit': return characters(s, foe).filter((c) => c.zone === 'play');
    case 'enemy-champion': return livingChampions(s, foe);
    case 'friendly-character': return characters(s, me);
    case 'friendly-champion': return livingChampions(s, me);
    case 'friendly-unit': return characters(s, me).filter((c) => c.zone === 'play');
    case 'friendly-ready-character': return characters(s, me).filter((c) => !c.exhausted);
    case 'attacker':
      return b && b.defender === me ? b.attackers.map((u) => s.cards[u]).filter((c) => c && isCharacter(c)) : [];
    case 'friendly-attacker':
      return b && b.attacker === me ? b.attackers.map((u) => s.cards[u]).filter((c) => c && isCharacter(c)) : [];
    case 'blocker':
      return b && b.attacker === me ? Object.keys(b.blocks).map((u) => s.cards[u]).filter((c) => c && isCharacter(c)) : [];
  }
}
