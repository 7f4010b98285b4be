import { FEATURES } from './features';

/**
 * Leaf-evaluation weights, one per feature (features.ts), on the logit of the win probability.
 * Fitted by `npx tsx bench/fitEval.ts --games 200` (seed ee17c08538fc: 9,381 positions of 200 standard
 * self-play games; held-out games 72.4% right, log loss 0.515; L2 0.03 chosen on them). docs/bot.md says how.
 */
export const WEIGHTS: Record<(typeof FEATURES)[number], number> = {
  champions: 0.8221,
  championLife: 0.0828,
  championArmor: 0.0607,
  championAttack: -0.0156,
  units: 0.0504,
  unitLife: 0.0686,
  unitAttack: 0.1089,
  hand: -0.1204,
  readySpells: 0.2247,
  bacon: -0.0827,
  deck: 0.0458,
  exhaustedAttack: -0.0228,
  statusEdge: -0.0199,
};
