/**
 * The Emberhall rules engine: pure, deterministic, no I/O and no clock.
 * A game is its setup plus its action log; everything below rests on that.
 */
import type { GameState } from './types';
import type { GameAction } from '../protocol/game';
import { canPlay, reactionWindowFor } from './play';

import { underRulesOf } from './catalog';
import * as setupMod from './setup';
import * as applyMod from './apply';
import * as viewMod from './view';
import * as botMod from './bot';
import * as replayMod from './replay';
import * as promptsMod from './prompts';
import * as evaluateMod from './evaluate';
import * as simulateMod from './simulate';
import type { GameSetup } from '../protocol/game';

export type { GameState, CardState, PlayerState, LogEntry } from './types';
export type { ApplyResult } from './apply';
export { newViewMemo, type ViewMemo } from './viewMemo';
export { spectatorRefusal } from './apply';
export { stateHash } from './replay';
export { manualCommands } from './manual';
export { manualMoves } from '../protocol/game';
export { catalog, cardById, precons, pods, chimeraDeck, chimeraTiers, chimeraTier, type ChimeraDeck } from './catalog';

/**
 * Every public entry that reads cards runs under the card set of its game's rules version
 * (catalog.ts): a game recorded under version 2 is judged, viewed and replayed with version 2's
 * cards. The first argument is the game (its state or its setup).
 */
type Game = GameState | GameSetup;
const setupOf = (g: Game): GameSetup => ('stateId' in g ? g.setup : g);
function scoped<A extends [Game, ...unknown[]], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args: A) => underRulesOf(setupOf(args[0]), () => fn(...args));
}

export const createGame = scoped(setupMod.createGame);
export const applyAction = scoped(applyMod.applyAction);
export const applyLogEntry = scoped(applyMod.applyLogEntry);
export const replayLog = scoped(applyMod.replayLog);
export const forceLoss = scoped(applyMod.forceLoss);
export const viewFor = scoped(viewMod.viewFor);
export const botAction = scoped(botMod.botAction);
export const replaySteps = scoped(replayMod.replaySteps);
export const stateAt = scoped(replayMod.stateAt);
export const legalActions = scoped(promptsMod.legalActions);
export const promptFor = scoped(promptsMod.promptFor);
export const evaluate = scoped(evaluateMod.evaluate);
export const playBotGame = scoped(simulateMod.playBotGame);
export const awaitedPlayer = simulateMod.awaitedPlayer;
export const preconSetup = simulateMod.preconSetup;
export const soloSetup = simulateMod.soloSetup;
export { NO_SUCH_CARD } from './dispatch';
export { UNDO_ACROSS_RANDOM } from './undo';
export { FORFEIT_ARGS } from './forfeit';

/**
 * The engine has no clock: the node schedules these (and the practice page does the same). A human
 * player's reaction window with a bluff timer above 0 passes by itself after that many seconds,
 * whether or not they hold a playable reaction, so the wait tells the opponent nothing. With a
 * bluff timer of 0 (no bluffing) a window where they hold nothing passes at once; one where they
 * hold a reaction waits for them.
 */
export const pendingTimeouts = (s: GameState) => underRulesOf(s.setup, () => timeoutsOf(s));
function timeoutsOf(s: GameState): { player: string; ms: number; action: GameAction }[] {
  const out: { player: string; ms: number; action: GameAction }[] = [];
  for (const name of s.order) {
    const p = s.players[name];
    if (p.isBot || !reactionWindowFor(s, name)) continue;
    const pass: GameAction = { command: 'menuButton', arg: 'pass', stateId: s.stateId };
    const seconds = p.optionSettings.bluffTimer;
    if (seconds > 0) out.push({ player: name, ms: seconds * 1000, action: pass });
    else if (!p.piles.hand.some((u) => canPlay(s, name, s.cards[u]))) out.push({ player: name, ms: 0, action: pass });
  }
  return out;
}

