import type { Behaviour } from './behaviour';

/**
 * Card id -> behaviour, filled once by cards/index.ts when the card files load. The rules that run
 * behaviours from inside an effect (triggers.ts, passives.ts) read this table instead of importing
 * the card files, which themselves import damage and ops: that would tie the engine into a circle.
 * play.ts imports cards/index.ts, so the table is full before any game can run.
 */
export const behaviours: Record<string, Behaviour> = {};
