import type { GameState } from './types';
import { livingChampions, def, other, characters, say, logCard, removeStatus, moveCard } from './ops';
import { acts, words } from './logLine';
import { randomInt } from './rng';
import { rollFace } from './diceFaces';
import { draw } from './effects';
import { atOnce, dealDamage } from './damage';
import { earlyEmberfall, steadyEmberfall, prepareIsFirstPlayersTurn, simultaneousDamage } from './rulesVersion';
import { step } from './steps';
import { chimeraOf } from './chimeraTier';
import { turnStarted } from './triggers';
import * as passives from './passives';

export const ACTIONS_PER_TURN = 2;
export const HAND_SIZE = 5;
/** Extra cards drawn at prepare by a player with fewer living champions than the opponent. */
export const UNDERDOG_DRAW = 1;
/** A guard for bot games: the fatigue clock ends games long before this. */
export const MAX_ROUNDS = 40;
/** From the round after this one, every champion takes growing damage at the start of the round (rules versions 1-5). */
export const EMBERFALL_ROUND = 8;
/** Rules version 6 on: Emberfall strikes from the round after this one (round 7)... */
export const EMBERFALL_ROUND_V6 = 6;
/** ...and its damage grows by this much a round: 3 in round 7, 6 in round 8, 9 in round 9 (versions 1-5: 1 a round). */
export const EMBERFALL_STEP_V6 = 3;
/**
 * Rules version 13 on: Emberfall strikes from the round after this one (round 6) and grows by EMBERFALL_STEP_V13: 2, 4, 6,
 * 8. The same burn by round 8 as 3 and 6, begun a round sooner and spread over three rounds, so fewer games reach round 9
 * (docs/decisions.md, "Rules version 13": a steeper clock from round 7 cost the round's first player 5 points).
 */
export const EMBERFALL_ROUND_V13 = 5;
export const EMBERFALL_STEP_V13 = 2;
/** The Emberfall clock of the game being played: the last round without it, and how much it grows each round after. */
const emberfallClock = (s: GameState): { after: number; step: number } =>
  steadyEmberfall(s.setup)
    ? { after: EMBERFALL_ROUND_V13, step: EMBERFALL_STEP_V13 }
    : earlyEmberfall(s.setup)
      ? { after: EMBERFALL_ROUND_V6, step: EMBERFALL_STEP_V6 }
      : { after: EMBERFALL_ROUND, step: 1 };
/** The last round without Emberfall in the game being played. */
export const emberfallRound = (s: GameState): number => emberfallClock(s).after;
/** Emberfall's damage to each living champion this round (0 before it starts). */
export const emberfallDamage = (s: GameState): number => {
  const { after, step } = emberfallClock(s);
  return Math.max(0, s.round - after) * step;
};

/** prepare: roll every die, draw up to five, the first player alternating each round. */
export function startRound(s: GameState): void {
  s.round += 1;
  if (s.round > 1) s.firstPlayer = other(s, s.firstPlayer);
  // Whose turn it is from the first moment of the round: a double knockout in prepare goes to them.
  if (prepareIsFirstPlayersTurn(s.setup)) s.activePlayer = s.firstPlayer;
  say(s, [words(`Round ${s.round}`)], 'startofround');
  const together = simultaneousDamage(s.setup);
  if (together) atOnce(s, () => prepareSides(s));
  else prepareSides(s);
  if (s.winner) return;
  if (s.round > emberfallRound(s)) {
    // Emberfall: late in the game the hall burns, so no game stalls for ever.
    say(s, [words(`Emberfall: every champion takes ${emberfallDamage(s)} damage`)], 'warning');
    const burn = () => {
      for (const name of s.order) for (const c of livingChampions(s, name)) if (!s.winner) dealDamage(s, c, emberfallDamage(s), null);
    };
    if (together) atOnce(s, burn);
    else burn();
    if (s.winner) return;
  }
  passives.roundStart(s);
  if (s.winner) return;
  step(s, 'prepare');
  s.passes = 0;
  beginTurn(s, s.firstPlayer);
}

/** Both sides roll and draw up to their hand size (fatigue may strike). */
function prepareSides(s: GameState): void {
  for (const name of s.order) {
    const p = s.players[name];
    for (const d of p.dice) {
      d.exhausted = false;
      // Each die shows its power face (its own magic) or its basic face (diceFaces.ts has the odds).
      d.face = rollFace(s);
    }
    p.actionCount = 0;
    p.behavioursThisRound = 0;
    if (p.isChimera) continue;
    // The side with fewer living champions draws one card more: a way back for the player behind.
    const behind = livingChampions(s, name).length < livingChampions(s, other(s, name)).length;
    const need = HAND_SIZE + (behind ? UNDERDOG_DRAW : 0) - p.piles.hand.length;
    if (need > 0) draw(s, name, need);
    if (s.winner) return;
  }
}

export function beginTurn(s: GameState, name: string): void {
  s.activePlayer = name;
  s.actedThisTurn = false;
  // Dice powers are once per turn (rules version 3; the flag is never set before it).
  delete s.players[name].diePowerUsed;
  // The round's opening turn gets one more action: it offsets having to commit first.
  const opening = name === s.firstPlayer && s.steps.every((x, i) => i < lastPrepare(s) || x.tag !== 'begin-turn');
  s.players[name].actionCount = s.players[name].isChimera ? 1 : ACTIONS_PER_TURN + (opening ? 1 : 0);
  turnStarted(s, name);
  passives.turnStart(s, name);
  step(s, 'begin-turn');
}

/** Marks an action spent; the turn ends by itself when none is left and nothing is pending. */
export function useAction(s: GameState, name: string): void {
  s.players[name].actionCount -= 1;
  s.actedThisTurn = true;
}

export function afterAction(s: GameState): void {
  if (s.winner || s.battle || s.targeting) return;
  if (s.players[s.activePlayer].actionCount <= 0) endTurn(s);
}

export function endTurn(s: GameState): void {
  const name = s.activePlayer;
  if (s.actedThisTurn) s.passes = 0;
  else {
    s.passes += 1;
    say(s, acts(name, 'passes'));
    logCard(s, 'pass', name);
  }
  s.players[name].actionCount = 0;
  if (s.passes >= 2) endRound(s);
  else beginTurn(s, other(s, name));
}

/** Both players passed in a row: recover, ready everything, spent cards to the deck bottom. */
export function endRound(s: GameState): void {
  say(s, [words(`End of round ${s.round}`)], 'endofround');
  for (const name of s.order) {
    const p = s.players[name];
    for (const u of [...p.piles.spent]) moveCard(s, u, 'deck', 'bottom');
    if (p.isChimera) {
      // The chimera's behaviour deck never runs dry: its discard is shuffled back when empty.
      if (p.piles.deck.length < chimeraOf(s, name).behavioursPerRound) {
        for (const u of [...p.piles.discard]) moveCard(s, u, 'deck', 'bottom');
        const deck = p.piles.deck;
        for (let i = deck.length - 1; i > 0; i--) {
          const j = randomInt(s, i + 1);
          [deck[i], deck[j]] = [deck[j], deck[i]];
        }
      }
    }
    for (const c of characters(s, name)) {
      const rec = def(c).recover ?? 0;
      c.damage = Math.max(0, c.damage - rec);
      c.exhausted = false;
      c.armor = 0;
      removeStatus(c, 'disarmed');
      removeStatus(c, 'buffed');
    }
    for (const u of p.piles.spells) s.cards[u].exhausted = false;
  }
  if (s.round >= MAX_ROUNDS) {
    // Never reached in practice; keeps a broken deck from looping forever.
    s.winner = s.order[0];
    s.winReason = 'timeout';
    step(s, 'end');
    return;
  }
  startRound(s);
}

function lastPrepare(s: GameState): number {
  for (let i = s.steps.length - 1; i >= 0; i--) if (s.steps[i].tag === 'prepare') return i;
  return 0;
}
