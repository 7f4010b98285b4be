import type { GameAction } from '../protocol/game';
import type { GameState, CardState } from './types';
import { other, characters, attackOf, lifeLeft, canFight, def, isCharacter } from './ops';
import { applyAction } from './apply';
import { evaluate } from './evaluate';
import { legalActions, promptFor } from './prompts';
import { atMain, canPlay, reactionWindowFor } from './play';
import { canPay } from './costs';
import { baconCap } from './bacon';
import { attackersAvailable } from './battle';
import { canReveal } from './chimera';
import { battleOutcome, reactionChoice } from './botReactions';
import { attackTargets } from './keywords';
import { diePowerChoice, withChosenDice } from './botDice';
import { HAND_SIZE } from './flow';
import { behaviours } from './cards';
import { pitchesStaleReactions } from './rulesVersion';

/**
 * A sensible legal move for `me`, or null when nothing is asked of them. Greedy: plays and
 * abilities are tried on a copy and scored; attacks and blocks follow simple plans that are
 * recomputed on each call (the bot keeps no memory, so the same state gives the same move).
 */
export function botAction(s: GameState, me: string): GameAction | null {
  if (s.winner) return null;
  const foe = other(s, me);
  // The bot allows an undo unless the engine would refuse it (randomness since the request): then it says no.
  if (s.undoRequest === foe) return { command: 'answerUndo', accept: applyAction(s, me, { command: 'answerUndo', accept: true }).ok };
  if (s.manualModeRequest === foe) return { command: 'answerManualMode', accept: true };
  if (s.undoRequest || s.manualModeRequest) return null;
  const p = s.players[me];
  if (s.targeting) {
    if (s.targeting.player !== me) return null;
    const choices = s.targeting.targets.map((u): GameAction => ({ command: 'cardClicked', uuid: u }));
    // A reaction's target is judged as the reaction was (botReactions.ts): by the battle's end.
    const pick = s.targeting.kind === 'reaction' ? bestOf(s, me, choices, (x, m, a) => battleOutcome(x, m, a, botAction)) : bestOf(s, me, choices);
    // Under paysAfterTarget the target's click pays: the bot picks the dice there.
    return pick && withChosenDice(s, me, pick);
  }
  const b = s.battle;
  if (b) {
    if (b.stage === 'declare' && b.attacker === me) return declare(s, me);
    if (b.stage === 'block' && b.defender === me) return block(s, me);
    if (reactionWindowFor(s, me)) return withChosenDice(s, me, reactionChoice(s, me, botAction));
    return null;
  }
  if (s.activePlayer !== me || p.actionCount <= 0) return null;
  if (p.isChimera) return { command: 'menuButton', arg: canReveal(s, me) ? 'behaviour' : 'end-turn' };
  if (!atMain(s, me)) return null;
  // A die power is free (no action): used first, so a buff or a mark serves this turn's attack.
  const power = diePowerChoice(s, me);
  if (power) return power;
  const pr = promptFor(s, me);
  const base = evaluate(s, me);
  const plays = pr.selectableCards.map((u): GameAction => ({ command: 'cardClicked', uuid: u }));
  const plan = attackPlan(s, me);
  let best: GameAction | null = null;
  let bestScore = base + 0.5;
  let bestBoosts = false;
  for (const a of plays) {
    const sc = score(s, me, a, s, plan);
    if (sc > bestScore) [best, bestScore, bestBoosts] = [a, sc, boosts(s, me, a, plan) > 0];
  }
  // Bacon: pitch when that pays for a play worth more than anything playable now (the attack included).
  const pitch = pitchToPlay(s, me, Math.max(bestScore, plan ? base + plan.value : -Infinity));
  if (pitch) return pitch;
  // A play that makes this turn's attack stronger (a buff, a swift unit) comes before the attack.
  if (best && bestBoosts) return withChosenDice(s, me, best);
  if (plan && plan.value > bestScore - base) return { command: 'menuButton', arg: 'attack' };
  if (best) return withChosenDice(s, me, best);
  if (plan && plan.value > 0) return { command: 'menuButton', arg: 'attack' };
  const spare = deadCard(s, me, base);
  if (spare) return pitchOf(spare);
  return { command: 'menuButton', arg: 'end-turn' };
}

/**
 * What a card drawn by a play is worth to the bot beyond evaluate()'s 0.6 for a card in hand: a
 * drawn card is a later play. Without it the bot never traded life or a unit for cards (Blood Pact,
 * Sacrificial Rite): evaluate() counted 2 damage on a champion as 3 and 2 cards as 1.2.
 */
export const DRAW_BONUS = 1.6;

/** Cards `me` drew between `s` and `t` (their deck shrank; a reshuffled discard counts nothing). */
const drawn = (s: GameState, t: GameState, me: string): number => Math.max(0, s.players[me].piles.deck.length - t.players[me].piles.deck.length);

/**
 * Plays an action on a copy; if it asks for a target, the best target's outcome counts. With `plan`
 * (the attack open before the play, or null), a main-phase play also counts what it adds to the attack
 * still to be made this turn (attackGain): without it a buff or an empowering card scored only its
 * statuses, below the card it costs from hand, and the bot never played Scar Oath (0 of 56 drawn).
 */
function score(s: GameState, me: string, a: GameAction, from: GameState = s, plan?: Plan | null): number {
  const r = applyAction(s, me, a);
  if (!r.ok) return -Infinity;
  const t = r.state.targeting;
  if (t && t.player === me) return Math.max(...t.targets.map((u) => score(r.state, me, { command: 'cardClicked', uuid: u }, from, plan)));
  return evaluate(r.state, me) + drawn(from, r.state, me) * DRAW_BONUS + (plan === undefined ? 0 : attackGain(r.state, me, plan));
}

/**
 * What a play adds to the best attack of the turn: the attack's value after it minus before, when an
 * action is left to make it (0 otherwise, and never below 0: an attack made first is still open).
 */
function attackGain(t: GameState, me: string, before: Plan | null): number {
  if (t.winner || t.battle || t.activePlayer !== me || t.players[me].actionCount <= 0) return 0;
  const after = attackPlan(t, me);
  return Math.max(0, (after?.value ?? 0) - Math.max(0, before?.value ?? 0));
}

/** attackGain of play `a` at its best target. */
function boosts(s: GameState, me: string, a: GameAction, plan: Plan | null): number {
  const r = applyAction(s, me, a);
  if (!r.ok) return 0;
  const t = r.state.targeting;
  if (t && t.player === me) return Math.max(0, ...t.targets.map((u) => boosts(r.state, me, { command: 'cardClicked', uuid: u }, plan)));
  return attackGain(r.state, me, plan);
}

function bestOf(s: GameState, me: string, actions: GameAction[], value = score): GameAction | null {
  let best: GameAction | null = null;
  let bs = -Infinity;
  for (const a of actions) {
    const v = value(s, me, a);
    if (v > bs) [best, bs] = [a, v];
  }
  return best;
}

interface Plan { attackers: string[]; target: string; value: number }

/** Picks the target where the attack does most: a kill if one is in reach, else the most damage. */
export function attackPlan(s: GameState, me: string): Plan | null {
  // Empowered adds 2 to a character's next strike (battle.ts strike), its attack or its strike back.
  const hit = (c: CardState) => attackOf(s, c) + (c.statuses.includes('empowered') ? 2 : 0);
  const mine = attackersAvailable(s, me).sort((a, b) => hit(b) - hit(a));
  if (mine.length === 0) return null;
  const foe = other(s, me);
  const blockers = characters(s, foe).filter(canFight);
  let best: Plan | null = null;
  for (const t of attackTargets(s, me)) {
    const need = lifeLeft(t) + t.armor + (t.statuses.includes('marked') ? -1 : 0);
    const chosen: CardState[] = [];
    let sum = 0;
    for (const a of mine) {
      if (sum >= need && chosen.length > 0) break;
      chosen.push(a);
      sum += hit(a);
    }
    const kill = sum >= need;
    const possibleBlocks = blockers.filter((x) => x.uuid !== t.uuid).length;
    const champ = t.zone === 'champions';
    const counter = !t.statuses.includes('disarmed') ? hit(t) : 0;
    let value = Math.min(sum, need) * (champ ? 1.5 : 1) + (kill ? (champ ? 10 : 4) : 0) - counter * 0.8 - Math.min(possibleBlocks, chosen.length) * 1.2;
    if (kill && possibleBlocks > 0) value -= champ ? 4 : 2;
    if (!best || value > best.value) best = { attackers: chosen.map((c) => c.uuid), target: t.uuid, value };
  }
  return best;
}

export function declare(s: GameState, me: string): GameAction {
  const b = s.battle!;
  const plan = attackPlan(s, me);
  if (!plan) return { command: 'menuButton', arg: 'cancel-attack' };
  for (const u of b.attackers) if (!plan.attackers.includes(u)) return { command: 'cardClicked', uuid: u };
  for (const u of plan.attackers) if (!b.attackers.includes(u)) return { command: 'cardClicked', uuid: u };
  if (b.target !== plan.target) return { command: 'cardClicked', uuid: plan.target };
  return { command: 'menuButton', arg: 'confirm-attack' };
}

/** Blocks an attacker when the blocker survives it, or when the target would otherwise fall. */
export function block(s: GameState, me: string): GameAction {
  const b = s.battle!;
  const target = b.target ? s.cards[b.target] : null;
  if (b.selectedBlocker) {
    const bl = s.cards[b.selectedBlocker];
    const open = b.attackers.filter((u) => !Object.values(b.blocks).includes(u)).map((u) => s.cards[u]).sort((x, y) => attackOf(s, y) - attackOf(s, x));
    const pick = open.find((a) => attackOf(s, a) < lifeLeft(bl) + bl.armor) ?? open[0];
    return pick ? { command: 'cardClicked', uuid: pick.uuid } : { command: 'cardClicked', uuid: bl.uuid };
  }
  const open = b.attackers.filter((u) => !Object.values(b.blocks).includes(u)).map((u) => s.cards[u]).filter((c) => c && isCharacter(c));
  const incoming = open.reduce((n, a) => n + attackOf(s, a), 0);
  const targetFalls = !!target && incoming >= lifeLeft(target) + target.armor;
  const free = characters(s, me).filter((c) => canFight(c) && c.uuid !== b.target && !b.blocks[c.uuid]);
  for (const a of open.sort((x, y) => attackOf(s, y) - attackOf(s, x))) {
    const survivor = free.find((c) => attackOf(s, a) < lifeLeft(c) + c.armor && (c.zone === 'play' || lifeLeft(c) - attackOf(s, a) >= 3));
    const chump = targetFalls ? free.find((c) => c.zone === 'play') : undefined;
    const bl = survivor ?? chump;
    if (bl) return { command: 'cardClicked', uuid: bl.uuid };
  }
  return { command: 'menuButton', arg: 'done-blocking' };
}

const MAIN_TYPES = ['Action', 'character', 'Ready Spell'];

/**
 * A card to pitch as the turn ends: one the bot could pay for now and still chose not to play (its play
 * scores no better than doing nothing), while bacon is below the cap. A card kept in hand takes the
 * place of a card drawn next round (players draw up to five), so a card the bot will not play cost its
 * deck a draw every round it was held; pitched, it is a bacon now and a fresh card next round, and it
 * goes to the bottom of the deck, not out of the game.
 */
function deadCard(s: GameState, me: string, base: number): string | null {
  const p = s.players[me];
  const cap = baconCap(s);
  const atCap = cap !== null && p.bacon >= cap;
  for (const u of atCap ? [] : p.piles.hand) {
    const c = s.cards[u];
    if (def(c).pitchValue <= 0 || !MAIN_TYPES.includes(def(c).type) || !canPlay(s, me, c)) continue;
    if (score(s, me, { command: 'cardClicked', uuid: u }) <= base + 0.5) return u;
  }
  return staleReaction(s, me);
}

/**
 * A reaction to pitch as the turn ends with a full hand (HAND_SIZE or more: the next round would draw
 * nothing), when the bot plays rules version 10 or later: one waiting for its own attack to be blocked
 * first (the window the bot's opponents give least: Stolen Kiss was played 22% of the times drawn and
 * held to the game's end 75%, bench/cardUse.ts), then any other. A reaction held while the hand is full
 * takes a fresh card's place every round; pitched, it is a bacon now (none at the cap: the fresh card is
 * worth the pitch alone), a fresh card next round, and it comes back from the bottom of the deck. Held
 * reactions are otherwise kept for their window (botReactions.ts).
 */
function staleReaction(s: GameState, me: string): string | null {
  const hand = s.players[me].piles.hand;
  if (!pitchesStaleReactions(s.setup) || hand.length < HAND_SIZE) return null;
  const reactions = hand.filter((u) => def(s.cards[u]).type === 'Reaction' && def(s.cards[u]).pitchValue > 0);
  const rarest = (u: string) => (behaviours[s.cards[u].id]?.window === 'blocked' ? 0 : 1);
  return reactions.sort((a, b) => rarest(a) - rarest(b))[0] ?? null;
}
const pitchOf = (uuid: string): GameAction => ({ command: 'cardAltClicked', uuid });

/**
 * The first pitch of the best way to pay for a hand card the dice alone cannot pay for, when the
 * card, played after the pitch (or two), scores above `bar`. Fodder: cards that cannot be played
 * now first, then those with more pitch value. Returns that first pitch; the next call plays the
 * card (or pitches the second card), since the same state gives the same plan.
 */
function pitchToPlay(s: GameState, me: string, bar: number): GameAction | null {
  const hand = s.players[me].piles.hand.map((u) => s.cards[u]);
  const wants = hand.filter((c) => MAIN_TYPES.includes(def(c).type) && !canPay(s, me, def(c).cost));
  let best: { first: string; score: number } | null = null;
  for (const want of wants) {
    const fodder = hand
      .filter((c) => c.uuid !== want.uuid && def(c).pitchValue > 0)
      .sort((a, b) => Number(canPlay(s, me, a)) - Number(canPlay(s, me, b)) || def(b).pitchValue - def(a).pitchValue);
    for (const first of fodder.slice(0, 3)) {
      let t = s;
      for (const f of [first, ...fodder.filter((c) => c !== first)].slice(0, 2)) {
        if (canPlay(t, me, t.cards[want.uuid])) break;
        const r = applyAction(t, me, pitchOf(f.uuid));
        if (!r.ok) break;
        t = r.state;
      }
      if (!canPlay(t, me, t.cards[want.uuid])) continue;
      const sc = score(t, me, { command: 'cardClicked', uuid: want.uuid });
      if (sc > bar && (!best || sc > best.score)) best = { first: first.uuid, score: sc };
    }
  }
  return best ? pitchOf(best.first) : null;
}

export { legalActions };
