import { applyAction, awaitedPlayer, botAction, createGame, type GameState } from '../../../src/engine';
import type { GameSetup } from '../../../src/protocol/game';

/** How each accepted undo went: its number (from 1) and the state it answered. */
export type UndoHook = (n: number, answer: () => GameState) => GameState;

/**
 * A bot game in which the mover takes back every second move, with the other side's consent, until
 * `undos` were accepted (or the game ends). Every accepted undo stays in the log, which is what made
 * each later undo replay all the earlier ones. `around` wraps each accepted answer (the bench times it); building stops early once `more` says no.
 */
export function playWithUndos(setup: GameSetup, undos: number, around: UndoHook = (_n, answer) => answer(), more = () => true): GameState {
  let s = createGame(setup);
  const apply = (from: GameState, p: string, a: unknown): GameState | null => {
    const r = applyAction(from, p, a);
    return r.ok ? r.state : null;
  };
  let accepted = 0;
  for (let moves = 1; accepted < undos && more() && !s.winner && moves < 3000; moves++) {
    const who = awaitedPlayer(s)!;
    const moved = apply(s, who, botAction(s, who));
    if (!moved) throw new Error(`bot move refused at state ${s.stateId}`);
    s = moved;
    if (moves % 2 !== 0 || s.winner || s.undoRequest) continue;
    // Refused across a draw, a shuffle or a roll: play on.
    const asked = apply(s, who, { command: 'requestUndo' });
    if (!asked) continue;
    const foe = s.order.find((x) => x !== who)!;
    const from = asked;
    const answered = around(accepted + 1, () => apply(from, foe, { command: 'answerUndo', accept: true }) ?? from);
    if (answered === from) s = apply(from, foe, { command: 'answerUndo', accept: false })!;
    else {
      s = answered;
      accepted++;
    }
  }
  return s;
}
