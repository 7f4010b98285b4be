/**
 * One bot-against-bot game, played to the end and summed up as the figures the balance bench needs.
 * The definitions of "decided early", "fatigue" and "decided by Emberfall" live here (and in
 * docs/benchmarks.md, "Balance on fresh seeds").
 */
import { createGame, playBotGame } from '../../src/engine';
import type { GameState } from '../../src/engine';
import type { GameSetup } from '../../src/protocol/game';
import { livingChampions } from '../../src/engine/ops';
import { isLogLine } from '../../src/engine/logLine';

export interface GameRecord {
  /** Seat (0 = setup.players[0]) of the winner; -1 when the step bound ended the game first. */
  winner: number;
  /** Seat of the first player of round one. */
  first: number;
  rounds: number;
  steps: number;
  /** Some champion took fatigue damage (a draw from an empty deck) at least once. */
  fatigue: boolean;
  /** Fatigue damage dealt in the game, both sides (1 for each card a deck could not give). */
  fatigueDamage: number;
  /** The last champion fell to fatigue damage (a draw from an empty deck). */
  fatigueFinal: boolean;
  /** The last champion fell to Emberfall's damage at the start of a round. */
  emberfall: boolean;
  /**
   * Decided before its last two rounds. In a game whose last round is R (R >= 3): the eventual winner
   * had more living champions than the loser at the start of round R-1 (that is, once round R-2 was
   * over, Emberfall and the draws of the new round included) and kept strictly more after every
   * step from then to the end: the loser never drew level. Null for games of 1-2 rounds, which have
   * no round before their last two.
   */
  decidedEarly: boolean | null;
}

const MAX_STEPS = 4000;

/** The words of the log lines added since `mid` (the state keeps only the last 300 lines). */
function newLines(s: GameState, mid: number): string[] {
  const out: string[] = [];
  for (let i = s.messages.length - 1; i >= 0 && s.messages[i].mid > mid; i--) {
    const m = s.messages[i];
    if (isLogLine(m)) out.push(m.words.map((w) => ('text' in w ? w.text : '')).join(' '));
  }
  return out;
}

export function playRecorded(setup: GameSetup): GameRecord {
  let s = createGame(setup);
  const first = s.firstPlayer;
  const seats = setup.players.map((p) => p.name);
  const diff = () => livingChampions(s, seats[0]).length - livingChampions(s, seats[1]).length;
  // Per round: the least and the most (seat 0's living champions - seat 1's) over its states.
  const low: number[] = [];
  const high: number[] = [];
  const note = () => {
    const d = diff();
    low[s.round] = Math.min(low[s.round] ?? d, d);
    high[s.round] = Math.max(high[s.round] ?? d, d);
  };
  note();
  let mid = s.nextMid - 1;
  let fatigue = false;
  let fatigueDamage = 0;
  let fatigueFinal = false;
  let emberfall = false;
  // The engine's own bot-game loop; each step is read as it happens.
  const { steps } = playBotGame(setup, MAX_STEPS, (next) => {
    s = next;
    const lines = newLines(s, mid);
    mid = s.nextMid - 1;
    const tired = lines.filter((l) => l.includes('fatigue')).length;
    if (tired) fatigue = true;
    fatigueDamage += tired;
    // newLines is newest first: the last defeat is felled by fatigue when the damage before it came from a fatigue draw.
    const lastDefeat = lines.findIndex((l) => l.includes('is defeated'));
    if (s.winner && lastDefeat >= 0 && lines[lastDefeat + 2]?.includes('fatigue')) fatigueFinal = true;
    // Emberfall strikes inside the step that starts a round; if that step ends the game, it did.
    if (s.winner && lines.some((l) => l.startsWith('Emberfall'))) emberfall = true;
    note();
  });
  const winner = s.winner ? seats.indexOf(s.winner) : -1;
  const R = s.round;
  let decidedEarly: boolean | null = null;
  if (R >= 3 && winner >= 0) {
    const ahead = (r: number) => (winner === 0 ? low[r] > 0 : high[r] < 0);
    decidedEarly = ahead(R - 1) && ahead(R);
  }
  return { winner, first: seats.indexOf(first), rounds: R, steps, fatigue, fatigueDamage, fatigueFinal, emberfall, decidedEarly };
}
