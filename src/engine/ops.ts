import type { GameState, CardState, Zone, PlayerState } from './types';
import { hiddenZones } from './types';
import { card } from './catalog';
import { attackBonus } from './passives';
import { newUuid } from './rng';
import { cleanOutOfPlay, summoningSickness } from './rulesVersion';
import type { CardLogItem, StatusName } from '../protocol/game';
import type { AlertKind, Word } from './logLine';

/** Small mutating helpers used on the engine's private copy of the state (never on an input). */

export const other = (s: GameState, name: string): string => (s.order[0] === name ? s.order[1] : s.order[0]);
export const player = (s: GameState, name: string): PlayerState => s.players[name];
export const def = (c: CardState) => card(c.id);

export function isCharacter(c: CardState): boolean {
  return (c.zone === 'champions' && !isDefeated(c)) || c.zone === 'play';
}
export function isDefeated(c: CardState): boolean {
  return c.zone === 'champions' && c.damage >= (def(c).defense ?? 0);
}
export function livingChampions(s: GameState, name: string): CardState[] {
  return s.players[name].piles.champions.map((u) => s.cards[u]).filter((c) => !isDefeated(c));
}
export function characters(s: GameState, name: string): CardState[] {
  const p = s.players[name];
  return [...p.piles.champions, ...p.piles.play].map((u) => s.cards[u]).filter(isCharacter);
}
export function attackOf(s: GameState, c: CardState): number {
  const edges = s.players[c.owner].piles.attached.filter((u) => s.cards[u].attachedTo === c.uuid).length;
  return (def(c).attack ?? 0) + edges + (c.statuses.includes('buffed') ? 1 : 0) + attackBonus(s, c);
}
export function lifeLeft(c: CardState): number {
  return (def(c).defense ?? 0) - c.damage;
}
export function canFight(c: CardState): boolean {
  return isCharacter(c) && !c.exhausted && !c.statuses.includes('disarmed');
}

/** A game log line, as words (logLine.ts): each view words it for its viewer (wording.ts). */
export function say(s: GameState, words: Word[], alert?: AlertKind): void {
  s.messages.push({ mid: s.nextMid++, ...(alert ? { alert } : {}), words });
  trimMessages(s);
}
/** A player's (or spectator's) chat message, kept as they typed it. */
export function sayChat(s: GameState, name: string, message: string): void {
  s.messages.push({ mid: s.nextMid++, name, message: [{ type: 'text', text: message }] });
  trimMessages(s);
}
function trimMessages(s: GameState): void {
  if (s.messages.length > 300) s.messages.splice(0, s.messages.length - 300);
}

const CARD_LOG_CAP = 2000;

export function logCard(s: GameState, type: CardLogItem['type'], who: string, c?: CardState): void {
  const d = c ? def(c) : null;
  s.cardLog.push({ type, p: who, pl: who === s.order[0] ? 'p1' : 'other', ...(d ? { obj: { id: d.id, name: d.name, imageUrl: d.imageUrl } } : {}) });
  // The whole game feeds the extended card log; the cap only bounds a runaway game. stateHash reads
  // the last 100 only (the old cap), so recorded hashes stay as they were.
  if (s.cardLog.length > CARD_LOG_CAP) s.cardLog.splice(0, s.cardLog.length - CARD_LOG_CAP);
}

export function addStatus(c: CardState, st: StatusName): void {
  if (!c.statuses.includes(st)) c.statuses = [...c.statuses, st];
}
export function removeStatus(c: CardState, st: StatusName): void {
  c.statuses = c.statuses.filter((x) => x !== st);
}
/** Adds `delta` to a token (never below 0), replacing the card's tokens as statuses are replaced (types.ts). */
export function addToken(c: CardState, token: string, delta: number): void {
  c.tokens = { ...c.tokens, [token]: Math.max(0, (c.tokens[token] ?? 0) + delta) };
}

/**
 * Moves a card between zones. A card entering the deck or archives gets a new uuid (nobody may
 * follow it in there), and one entering the hand gets a new alias (the opponent sees only that).
 * Leaving play wipes damage, armor, tokens and statuses, and sends its alterations home.
 */
export function moveCard(s: GameState, uuid: string, to: Zone, where: 'top' | 'bottom' = 'bottom'): string {
  const c = s.cards[uuid];
  const p = s.players[c.owner];
  const from = p.piles[c.zone];
  const i = from.indexOf(uuid);
  if (i >= 0) from.splice(i, 1);
  if ((c.zone === 'play' || c.zone === 'champions') && to !== c.zone) {
    for (const a of [...p.piles.attached]) if (s.cards[a].attachedTo === uuid) moveCard(s, a, 'conjurations');
  }
  const inPlay = (z: Zone) => z === 'play' || z === 'champions';
  // Rules version 3: a card also enters play clean, so nothing put on it while it was out of play
  // (a mark dealt as it was destroyed) comes back with it.
  if ((c.zone !== to && !inPlay(to)) || (cleanOutOfPlay(s.setup) && inPlay(to) && !inPlay(c.zone))) {
    c.damage = 0; c.armor = 0; c.exhausted = false; c.statuses = []; c.tokens = {};
  }
  if (to !== 'attached') delete c.attachedTo;
  // Version 3: a unit entering play cannot attack this turn unless swift (keywords.ts).
  if (to === 'play' && c.zone !== 'play' && summoningSickness(s.setup)) c.arrived = true;
  if (to !== 'play') delete c.arrived;
  let id = uuid;
  if (to === 'deck' || to === 'archives') {
    id = newUuid(s);
    delete s.cards[uuid];
    c.uuid = id;
    s.cards[id] = c;
  }
  if (hiddenZones.includes(to)) c.alias = newUuid(s);
  c.zone = to;
  if (where === 'top') p.piles[to].unshift(id);
  else p.piles[to].push(id);
  return id;
}
