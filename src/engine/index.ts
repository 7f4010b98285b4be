/**
 * The Emberhall rules engine: pure, deterministic, no I/O and no clock.
 * A game is its setup plus its action log; everything below rests on that.
 */
import type { GameState } from './types';
import type { GameAction } from '../protocol/game';
import { reactionWindowFor } from './play';

export type { GameState, CardState, PlayerState, GameEvent } from './types';
export { createGame } from './setup';
export { applyAction, forceLoss, replayLog } from './apply';
export type { ApplyResult } from './apply';
export { viewFor } from './view';
export { botAction, attackPlan } from './bot';
export { replaySteps, stateHash, stateAt } from './replay';
export { manualCommands } from './manual';
export { manualMoves } from '../protocol/game';
export { legalActions, promptFor } from './prompts';
export { catalog, cardById, precons, pods, chimeraDeck } from './catalog';
export { evaluate } from './evaluate';

export function winner(s: GameState): string | null {
  return s.winner;
}

/**
 * The engine has no clock: the node schedules these. A reaction window waits the player's bluff
 * timer before it passes by itself when they hold no playable reaction, so waiting tells nothing.
 */
export function pendingTimeouts(s: GameState): { player: string; ms: number; action: GameAction }[] {
  const out: { player: string; ms: number; action: GameAction }[] = [];
  for (const name of s.order) {
    const p = s.players[name];
    if (p.isBot || !reactionWindowFor(s, name)) continue;
    const hasReaction = p.piles.hand.some((u) => canPlayReaction(s, name, u));
    if (hasReaction) continue;
    out.push({ player: name, ms: p.optionSettings.bluffTimer * 1000, action: { command: 'menuButton', arg: 'pass', stateId: s.stateId } });
  }
  return out;
}

import { canPlay } from './play';
const canPlayReaction = (s: GameState, name: string, u: string) => canPlay(s, name, s.cards[u]);
export { awaitedPlayer, playBotGame, preconSetup } from './simulate';
