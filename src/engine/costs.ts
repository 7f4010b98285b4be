import type { CostPart } from '../protocol/cards';
import type { GameState } from './types';

/**
 * Costs are paid automatically: magic parts need unexhausted dice showing their power face of
 * that magic; basic parts take basic-face dice first, then upgraded energy, then spare power dice,
 * and bacon last, because dice come back every round while bacon is banked.
 */
interface Plan { dice: number[]; plus: number; bacon: number }

function plan(s: GameState, name: string, cost: CostPart[]): Plan | null {
  const p = s.players[name];
  const used = new Set<number>();
  for (const part of cost) {
    if (part.kind !== 'magic') continue;
    for (let k = 0; k < part.count; k++) {
      const i = p.dice.findIndex((d, j) => !used.has(j) && !d.exhausted && d.face === 'power' && d.magic === part.magic);
      if (i < 0) return null;
      used.add(i);
    }
  }
  let basic = cost.filter((c) => c.kind === 'basic').reduce((n, c) => n + c.count, 0);
  const dice = [...used];
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
  const plus = Math.min(basic, p.plusEnergy);
  basic -= plus;
  pick('power');
  if (basic > p.bacon) return null;
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
export const describeCost = (cost: CostPart[]) =>
  cost.map((c) => (c.kind === 'magic' ? `${c.count} ${c.magic}` : c.kind === 'basic' ? `${c.count} basic` : c.kind)).join(' + ');
