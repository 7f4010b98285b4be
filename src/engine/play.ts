import type { GameState, CardState } from './types';
import { def, other, say, logCard, moveCard, isDefeated } from './ops';
import { acts, cardWord, words } from './logLine';
import { canPay, pay, needsExhaust } from './costs';
import { behaviours } from './cards';
import type { Behaviour } from './cards/behaviour';
import { targetsFor } from './targets';
import { useAction, afterAction } from './flow';
import { closeWindow } from './battle';
import { step } from './steps';
import { paysAfterTarget } from './rulesVersion';
import { gainBacon } from './bacon';
import * as passives from './passives';

/** The main-phase prompt is up for `name`: their turn, nothing half-done. */
export function atMain(s: GameState, name: string): boolean {
  return !s.winner && s.activePlayer === name && !s.battle && !s.targeting && s.players[name].actionCount > 0;
}

function ready(s: GameState, me: string, source: CardState, b: Behaviour | undefined): boolean {
  if (!b) return true;
  const foe = other(s, me);
  if (b.playable && !b.playable({ s, me, foe, source })) return false;
  return !b.target || targetsFor(s, me, b.target).length > 0;
}

/** Can this hand card be played (Action, unit or ready spell) or, in a window, this reaction? */
export function canPlay(s: GameState, me: string, c: CardState): boolean {
  if (c.owner !== me || c.zone !== 'hand') return false;
  const d = def(c);
  const b = behaviours[c.id];
  if (d.type === 'Reaction') return reactionWindowFor(s, me) !== null && b?.window === reactionWindowFor(s, me) && canPay(s, me, d.cost) && ready(s, me, c, b);
  if (!atMain(s, me)) return false;
  if (d.type === 'character' && s.players[me].piles.play.length >= 5) return false;
  if (d.type !== 'Action' && d.type !== 'character' && d.type !== 'Ready Spell') return false;
  return canPay(s, me, d.cost) && (d.type === 'Ready Spell' || ready(s, me, c, b));
}

/** A champion's ability or a ready spell's ability. */
export function canUse(s: GameState, me: string, c: CardState): boolean {
  if (c.owner !== me || !atMain(s, me) || c.exhausted) return false;
  const d = def(c);
  if (c.zone === 'champions' && !isDefeated(c) && d.type === 'Champion' && behaviours[c.id]) return canPay(s, me, d.cost) && ready(s, me, c, behaviours[c.id]);
  if (c.zone === 'spells' && d.abilityCost && behaviours[c.id]) return canPay(s, me, d.abilityCost) && ready(s, me, c, behaviours[c.id]);
  return false;
}

export function reactionWindowFor(s: GameState, me: string): 'attacked' | 'blocked' | null {
  const b = s.battle;
  if (!b || s.targeting || s.winner) return null;
  if (b.stage === 'react-def' && b.defender === me) return 'attacked';
  if (b.stage === 'react-att' && b.attacker === me) return 'blocked';
  return null;
}

/**
 * Runs a behaviour on `chosen`, or now when it needs no target. Under rules version 1 a card that
 * needs a target was paid for first and then stood here at the targeting prompt (no `chosen`).
 */
function start(s: GameState, me: string, source: CardState, kind: Kind, chosen: CardState | null = null): void {
  const b = behaviours[source.id];
  if (b?.target && !chosen) {
    s.targeting = { player: me, source: source.uuid, behaviour: source.id, kind, targets: targetsFor(s, me, b.target).map((c) => c.uuid) };
    return;
  }
  b?.resolve({ s, me, foe: other(s, me), source, target: chosen });
  finish(s, kind);
}

type Kind = 'play' | 'ability' | 'reaction';

function finish(s: GameState, kind: Kind): void {
  if (kind === 'reaction') closeWindow(s);
  else afterAction(s);
}

/**
 * Rules version 2: a card or ability that needs a target first asks for it, with nothing paid and
 * the card still in hand; choosing the target pays (chooseTarget), Cancel backs out (cancelTarget).
 * True when it now stands at that prompt.
 */
function askTarget(s: GameState, me: string, source: CardState, kind: Kind): boolean {
  const b = behaviours[source.id];
  if (!paysAfterTarget(s.setup) || !b?.target) return false;
  s.targeting = { player: me, source: source.uuid, behaviour: source.id, kind, targets: targetsFor(s, me, b.target).map((c) => c.uuid), unpaidSince: s.log.length - 1 };
  return true;
}

export function playCard(s: GameState, me: string, c: CardState): string | null {
  if (!canPlay(s, me, c)) return `${def(c).name} cannot be played now`;
  const d = def(c);
  if (d.type !== 'Ready Spell' && askTarget(s, me, c, d.type === 'Reaction' ? 'reaction' : 'play')) return null;
  payAndPlay(s, me, c, null);
  return null;
}

function payAndPlay(s: GameState, me: string, c: CardState, chosen: CardState | null): void {
  const d = def(c);
  pay(s, me, d.cost);
  s.players[me].stats.cardsPlayed += 1;
  say(s, acts(me, 'plays', cardWord(c, true)));
  logCard(s, 'play', me, c);
  if (d.type === 'Reaction') {
    moveCard(s, c.uuid, 'discard');
    passives.reactionPlayed(s, me, c);
    start(s, me, c, 'reaction', chosen);
    return;
  }
  useAction(s, me);
  if (d.type === 'Ready Spell') {
    moveCard(s, c.uuid, 'spells');
    afterAction(s);
    return;
  }
  moveCard(s, c.uuid, d.type === 'character' ? 'play' : 'discard');
  if (d.type === 'character') passives.unitEnters(s, c);
  start(s, me, c, 'play', chosen);
}

export function useAbility(s: GameState, me: string, c: CardState): string | null {
  if (!canUse(s, me, c)) return `${def(c).name} cannot be used now`;
  if (!askTarget(s, me, c, 'ability')) payAndUse(s, me, c, null);
  return null;
}

function payAndUse(s: GameState, me: string, c: CardState, chosen: CardState | null): void {
  const d = def(c);
  const cost = c.zone === 'spells' ? d.abilityCost ?? [] : d.cost;
  pay(s, me, cost);
  if (needsExhaust(cost)) c.exhausted = true;
  useAction(s, me);
  say(s, acts(me, 'uses', cardWord(c, true), { w: 'ability' }));
  logCard(s, 'use', me, c);
  step(s, 'ability');
  start(s, me, c, 'ability', chosen);
}

export function chooseTarget(s: GameState, me: string, uuid: string): string | null {
  const t = s.targeting;
  if (!t || t.player !== me) return 'nothing to target';
  if (!t.targets.includes(uuid) || !s.cards[uuid]) return 'not a legal target';
  s.targeting = null;
  const target = s.cards[uuid];
  if (t.unpaidSince !== undefined) {
    // Nothing was paid at the click: pay now, if the card can still be played (manual mode may have changed that).
    const source = s.cards[t.source];
    const still = t.kind === 'ability' ? canUse(s, me, source) : canPlay(s, me, source);
    const b = behaviours[t.behaviour];
    if (!still || !targetsFor(s, me, b.target!).some((c) => c.uuid === uuid)) return `${def(source).name} can no longer be played on that: cancel it`;
    if (t.kind === 'ability') payAndUse(s, me, source, target);
    else payAndPlay(s, me, source, target);
    return null;
  }
  const source = s.cards[t.source] ?? Object.values(s.cards).find((c) => c.id === t.behaviour)!;
  behaviours[t.behaviour].resolve({ s, me, foe: other(s, me), source, target });
  finish(s, t.kind);
  return null;
}

/** Cancel at a targeting prompt that has paid nothing yet: the game is back where it was before the click. */
export function cancelTarget(s: GameState, me: string): string | null {
  const t = s.targeting;
  if (!t || t.player !== me) return 'nothing to cancel';
  if (t.unpaidSince === undefined) return 'it is paid for already: choose a target';
  s.targeting = null;
  return null;
}

/**
 * Why `me` cannot pitch this card now, or null when they can: the one rule behind the pitch command,
 * the card view's canPitch (the board's Pitch menu item) and legalActions.
 */
export function pitchRefusal(s: GameState, me: string, c: CardState): string | null {
  if (c.owner !== me || c.zone !== 'hand') return 'only a card in your hand can be pitched';
  if (s.winner || (!atMain(s, me) && !reactionWindowFor(s, me))) return 'you can pitch only on your turn or in your reaction window';
  return null;
}

/** Pitching is free: the card goes to the spent pile for its pitch value in bacon. */
export function pitch(s: GameState, me: string, c: CardState): string | null {
  const refused = pitchRefusal(s, me, c);
  if (refused) return refused;
  const v = def(c).pitchValue;
  moveCard(s, c.uuid, 'spent');
  const gained = gainBacon(s, me, v);
  say(s, acts(me, 'pitches', cardWord(c, true), words('for'), { w: 'plus', value: v }, words('bacon')));
  if (gained < v) say(s, [words(`Bacon is capped: ${v - gained} is lost`)]);
  return null;
}
