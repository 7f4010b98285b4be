import { FEATURES } from './features';

/**
 * Leaf-evaluation weights, one per feature (features.ts), on the logit of the win probability.
 * Fitted by `npx tsx bench/fitEval.ts` (logistic regression of self-play results; docs/bot.md says how).
 */
export const WEIGHTS: Record<(typeof FEATURES)[number], number> = {
  champions: 0.8, championLife: 0.1, championArmor: 0.05, championAttack: 0.05, units: 0.15, unitLife: 0.05, unitAttack: 0.08,
  hand: 0.05, readySpells: 0.1, bacon: 0.02, deck: 0.0, exhaustedAttack: -0.02, statusEdge: 0.05,
};
