import type { GameState, Rules } from './types';
import { say } from './ops';
import { acts, their, who, words } from './logLine';

/**
 * Undo with the opponent's consent: the game returns exactly to before the asker's last game
 * action, as setup + the log up to it rebuilds it (the log itself keeps everything, so replaying the
 * full log passes through the same rebuild; the rebuild starts from a kept earlier state, snapshots.ts). An undo never restores a random state a player has
 * not seen: across a draw, a shuffle or a roll it is refused (docs/decisions.md, Undo).
 */

export const UNDO_ACROSS_RANDOM = 'cannot undo: a card was drawn, a deck shuffled or dice rolled since that action';

/** The state after the first `index` log entries, as replaying them from setup gives (apply.ts rebuildTo). */
type Rebuild = (index: number) => GameState;

const lastUndoable = (s: GameState, asker: string): number | undefined => [...s.undoable].reverse().find((i) => s.log[i].player === asker);

/** True when going back to `rebuilt` would replay randomness or hide again a card that left a deck. */
function acrossRandom(s: GameState, rebuilt: GameState): boolean {
  // The game stream moved: a shuffle, a die roll, a random discard (legacy: also any new id).
  if (rebuilt.rng !== s.rng) return true;
  // A card left a deck (drawn, revealed, moved): its face has been seen.
  return s.order.some((name) => {
    const now = new Set(s.players[name].piles.deck);
    return rebuilt.players[name].piles.deck.some((u) => !now.has(u));
  });
}

/**
 * `checkRandom`: refuse an undo across randomness now, which costs a rebuild. Only a live request needs
 * it: a stored request passed the check when it was made, and rebuilding again for every request met
 * while replaying a log would multiply the cost of each later undo.
 */
export function requestUndo(s: GameState, me: string, checkRandom: boolean, rebuild: Rebuild): string | null {
  if (s.winner) return 'the game is over';
  const idx = lastUndoable(s, me);
  if (idx === undefined) return 'you have nothing to undo';
  if (checkRandom && acrossRandom(s, rebuild(idx))) return UNDO_ACROSS_RANDOM;
  s.undoRequest = me;
  say(s, acts(me, 'asks', words('to take back'), their(me), words('last action')));
  return null;
}

export function answerUndo(s: GameState, me: string, accept: boolean, rules: Rules, rebuild: Rebuild): string | null {
  const asker = s.undoRequest;
  if (!asker || asker === me) return 'no undo request to answer';
  s.undoRequest = null;
  if (!accept) {
    say(s, acts(me, 'refuses', words('to undo')));
    return null;
  }
  const idx = lastUndoable(s, asker);
  if (idx === undefined) return 'nothing to undo';
  const rebuilt = rebuild(idx);
  if (rules === 'current' && acrossRandom(s, rebuilt)) return UNDO_ACROSS_RANDOM;
  // Keep the timeline of what happened (log, steps, chat); take back only the game.
  Object.assign(s, { ...rebuilt, log: s.log, steps: s.steps, messages: s.messages, nextMid: s.nextMid, undoRequest: null, undoable: rebuilt.undoable });
  say(s, acts(me, 'allows', who(asker), words('to take back'), their(asker), words('last action')));
  return null;
}
