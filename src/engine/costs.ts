import type { CostPart } from '../protocol/cards';
import type { GameState } from './types';

/**
 * Costs are paid automatically: magic parts need unexhausted dice showing their power face of
 * that magic; basic parts take basic-face dice first, then upgraded energy, then spare power dice,
 * and bacon last, because dice come back every round while bacon is banked.
 */
interface Plan { dice: number[]; plus: number; bacon: number }

/**
 * Rules version 3: when the action names its dice (s.payWith), only those dice pay, all of them
 * must be spent, and upgraded energy then bacon pay what basic symbols they leave. A die that is
 * not the player's, or is exhausted, makes the payment fail.
 */
function chosen(s: GameState, name: string): Set<number> | null {
  if (!s.payWith) return null;
  const p = s.players[name];
  const at = new Set(s.payWith.map((u) => p.dice.findIndex((d) => d.uuid === u && !d.exhausted)));
  return at.has(-1) || at.size !== s.payWith.length ? new Set([-1]) : at;
}

function plan(s: GameState, name: string, cost: CostPart[]): Plan | null {
  const p = s.players[name];
  const only = chosen(s, name);
  if (only?.has(-1)) return null;
  // Dice left out of a chosen payment count as used: no rule below may pick them.
  const used = new Set<number>(only ? p.dice.map((_, j) => j).filter((j) => !only.has(j)) : []);
  const spent = used.size;
  for (const part of cost) {
    if (part.kind !== 'magic') continue;
    for (let k = 0; k < part.count; k++) {
      const i = p.dice.findIndex((d, j) => !used.has(j) && !d.exhausted && d.face === 'power' && d.magic === part.magic);
      if (i < 0) return null;
      used.add(i);
    }
  }
  let basic = cost.filter((c) => c.kind === 'basic').reduce((n, c) => n + c.count, 0);
  const dice = [...used].slice(spent);
  const pick = (face: 'basic' | 'power') => {
    for (let j = 0; j < p.dice.length && basic > 0; j++) {
      const d = p.dice[j];
      if (!used.has(j) && !d.exhausted && d.face === face) {
        used.add(j);
        dice.push(j);
        basic--;
      }
    }
  };
  pick('basic');
  // Chosen dice are all spent before energy or bacon; automatic payment keeps power dice for last.
  if (only) pick('power');
  const plus = Math.min(basic, p.plusEnergy);
  basic -= plus;
  pick('power');
  if (basic > p.bacon) return null;
  if (only && dice.length !== only.size) return null;
  return { dice, plus, bacon: basic };
}

export function canPay(s: GameState, name: string, cost: CostPart[]): boolean {
  return plan(s, name, cost) !== null;
}

export function pay(s: GameState, name: string, cost: CostPart[]): boolean {
  const pl = plan(s, name, cost);
  if (!pl) return false;
  const p = s.players[name];
  for (const i of pl.dice) p.dice[i].exhausted = true;
  p.plusEnergy -= pl.plus;
  p.bacon -= pl.bacon;
  return true;
}

export const needsExhaust = (cost: CostPart[]) => cost.some((c) => c.kind === 'exhaust');
