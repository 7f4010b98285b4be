/**
 * The Emberhall rules engine: pure, deterministic, no I/O and no clock.
 * A game is its setup plus its action log; everything below rests on that.
 */
import type { GameState } from './types';
import type { GameAction } from '../protocol/game';
import { canPlay, reactionWindowFor } from './play';

export type { GameState, CardState, PlayerState, GameEvent, LogEntry } from './types';
export { createGame } from './setup';
export { applyAction, applyLogEntry, forceLoss, replayLog, spectatorRefusal } from './apply';
export type { ApplyResult } from './apply';
export { viewFor } from './view';
export { botAction, attackPlan } from './bot';
export { replaySteps, stateHash, stateAt } from './replay';
export { manualCommands } from './manual';
export { manualMoves } from '../protocol/game';
export { legalActions, promptFor } from './prompts';
export { catalog, cardById, precons, pods, chimeraDeck } from './catalog';
export { evaluate } from './evaluate';
export { NO_SUCH_CARD } from './dispatch';
export { UNDO_ACROSS_RANDOM } from './undo';
export { FORFEIT_ARGS } from './forfeit';

export function winner(s: GameState): string | null {
  return s.winner;
}

/**
 * The engine has no clock: the node schedules these (and the practice page does the same). A human
 * player's reaction window with a bluff timer above 0 passes by itself after that many seconds,
 * whether or not they hold a playable reaction, so the wait tells the opponent nothing. With a
 * bluff timer of 0 (no bluffing) a window where they hold nothing passes at once; one where they
 * hold a reaction waits for them.
 */
export function pendingTimeouts(s: GameState): { player: string; ms: number; action: GameAction }[] {
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

export { awaitedPlayer, playBotGame, preconSetup } from './simulate';
