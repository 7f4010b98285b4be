import type { GameSetup } from '../protocol/game';

/**
 * The rules version a game was set up under (protocol/game.ts RULES_VERSION): it judges the game's
 * live actions and its replays alike, so a game started under version 1 ends under version 1 and
 * its recorded log replays step for step.
 */
export const rulesVersionOf = (setup: GameSetup): number => setup.rulesVersion ?? 1;

/** Version 2 on: a card or ability that needs a target is paid for only once the target is chosen. */
export const paysAfterTarget = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 2;

/** Version 2 on: a drop does what its pile says (spent pitches, spells takes a Ready Spell) or is refused. */
export const strictDrops = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 2;

/** Version 3 on: living champions' passive abilities act (passives.ts); older games had none. */
export const championPassives = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;
