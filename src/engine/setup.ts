import type { GameSetup } from '../protocol/game';
import { OptionSettings } from '../protocol/game';
import type { GameState, CardState, PlayerState, Zone } from './types';
import { zones } from './types';
import { card } from './catalog';
import { initialRng, shuffle, newUuid } from './rng';
import { moveCard } from './ops';
import { startRound, HAND_SIZE } from './flow';
import { draw } from './effects';
import { randomInt } from './rng';
import { gainBacon } from './bacon';
import { openingBacon, retunedCardsV9 } from './rulesVersion';

/** How many copies of each conjuration a player's conjuration pile holds. */
export const CONJURATION_COPIES = 3;
const MAX_DECK = 30;
const MAX_DICE = 10;
/** Rules version 5: the bacon the first player of round one starts with. */
export const OPENING_BACON = 1;
/** Rules version 9 on: cards round one's first player draws beyond the opening hand. */
export const OPENING_CARDS_V9 = 1;

function emptyPiles(): Record<Zone, string[]> {
  return Object.fromEntries(zones.map((z) => [z, []])) as unknown as Record<Zone, string[]>;
}

function addCard(s: GameState, owner: string, id: string, zone: Zone, ff?: boolean): CardState {
  card(id); // throws on an unknown id, which createGame turns into a clear error
  const c: CardState = { uuid: newUuid(s), alias: newUuid(s), id, owner, zone, damage: 0, armor: 0, exhausted: false, statuses: [], tokens: {}, ...(ff ? { ff } : {}) };
  s.cards[c.uuid] = c;
  s.players[owner].piles[zone].push(c.uuid);
  return c;
}

export function createGame(setup: GameSetup): GameState {
  const [a, b] = setup.players;
  if (a.name === b.name) throw new Error('players need distinct names');
  const s: GameState = {
    gameId: setup.gameId, setup, stateId: 0, rng: initialRng(setup), uuidCounter: 0, format: setup.format,
    options: setup.options, order: [a.name, b.name], players: {}, cards: {}, round: 0, firstPlayer: a.name, activePlayer: a.name,
    passes: 0, actedThisTurn: false, battle: null, targeting: null, winner: null, winReason: null,
    manualMode: false, manualModeRequest: null, undoRequest: null, muteSpectators: setup.options.muteSpectators,
    log: [], undoable: [], steps: [], messages: [], cardLog: [], nextMid: 1,
  };
  setup.players.forEach((sp, i) => {
    const isChimera = setup.format === 'solo' && i === 1;
    const p: PlayerState = {
      name: sp.name, isBot: !!sp.isBot || isChimera, isChimera, piles: emptyPiles(), dice: [], bacon: 0, plusEnergy: 0, actionCount: 0,
      optionSettings: OptionSettings.parse(sp.optionSettings ?? {}), stats: { damageDealt: 0, cardsPlayed: 0, championsDefeated: 0 },
      alert: null, inspectionCard: null, showDrawDeck: false, left: false, behavioursThisRound: 0,
    };
    s.players[sp.name] = p;
    const conj = new Set<string>();
    for (const id of sp.deck.champions.slice(0, 3)) {
      addCard(s, sp.name, id, 'champions');
      card(id).conjurations.forEach((x) => conj.add(x));
    }
    let n = 0;
    for (const e of sp.deck.cards) {
      for (let k = 0; k < e.count && n < MAX_DECK; k++, n++) addCard(s, sp.name, e.id, 'deck', e.ff);
      card(e.id).conjurations.forEach((x) => conj.add(x));
    }
    for (const id of [...conj].sort()) for (let k = 0; k < CONJURATION_COPIES; k++) addCard(s, sp.name, id, 'conjurations');
    for (const d of sp.deck.dicepool) for (let k = 0; k < d.count && p.dice.length < MAX_DICE; k++) p.dice.push({ uuid: newUuid(s), magic: d.magic, face: 'basic', exhausted: false });
    shuffle(s, p.piles.deck);
    // Uuids were drawn in deck-list order: give every deck card a fresh one after the shuffle.
    for (const u of [...p.piles.deck]) moveCard(s, u, 'deck');
    if (!isChimera) {
      const ff = p.piles.deck.filter((u) => s.cards[u].ff).slice(0, HAND_SIZE);
      for (const u of ff) moveCard(s, u, 'hand');
    }
  });
  // Top up the opening hands (first five) from the shuffled decks before round one draws nothing more.
  for (const name of s.order) if (!s.players[name].isChimera) draw(s, name, HAND_SIZE - s.players[name].piles.hand.length);
  s.firstPlayer = s.order[randomInt(s, 2)];
  // Moving first in round one commits first (its units cannot attack before the reply): a bacon offsets it.
  if (openingBacon(setup) && !s.players[s.firstPlayer].isChimera) gainBacon(s, s.firstPlayer, OPENING_BACON);
  // Rules version 9: and a sixth card (the standard bot's changes left round one's first player at 43-47% on the tuning runs).
  if (retunedCardsV9(setup) && !s.players[s.firstPlayer].isChimera) draw(s, s.firstPlayer, OPENING_CARDS_V9);
  startRound(s);
  return s;
}
