import type { GameFormat } from '../../protocol/lobby';
import { isPlayable, type DeckLegality } from './deck';

/** A seat of a pending game as the start rule sees it. */
export type StartSeat = {
  name: string;
  isBot: boolean;
  /** The chosen deck's legality; null while no deck is chosen. */
  deck: DeckLegality | null;
  /** How many champions the player has chosen (a player starts with exactly 3). */
  champions: number;
};

/** A pending game as the start rule sees it: the lobby builds it from its own record. */
export type StartFacts = {
  owner: string;
  gameFormat: GameFormat;
  solo: boolean;
  started: boolean;
  /** Start was accepted and the game is being handed to a node. */
  starting: boolean;
  seats: StartSeat[];
  /** The draft of a draft-format game; null before it begins. */
  draft: { canStart: boolean } | null;
};

export const startMessages = {
  started: 'The game has already started',
  starting: 'The game is starting',
  waitingForPlayers: 'Waiting for players...',
  drafting: 'Drafting',
  selectDecks: 'Waiting for players to select decks',
  chooseChampions: 'Waiting for players to choose champions',
  notOwner: 'Only the owner can start the game',
  illegalDeck: (name: string) => `${name}'s deck is not legal to play`,
} as const;

/**
 * Why this user may not start the game now (null: they may). Site-spec 4: two players, then a draft
 * that can start or every player a selected legal deck (solo skips legality) and 3 chosen champions
 * (the bot has its own), then the owner only. What the game still waits for comes before the owner
 * check, so every member reads the same reason and a non-owner whose only problem is
 * {@link startMessages.notOwner} sees a game ready to begin. The lobby refuses Start with it and
 * sends it to each viewer with the game, so the client shows the lobby's own reason.
 */
export function startProblem(game: StartFacts, username: string | null): string | null {
  if (game.started) return startMessages.started;
  if (game.starting) return startMessages.starting;
  if (game.seats.length !== 2) return startMessages.waitingForPlayers;
  if (game.gameFormat === 'draft') {
    if (!game.draft?.canStart) return startMessages.drafting;
  } else {
    for (const seat of game.seats) if (!seat.deck) return startMessages.selectDecks;
    for (const seat of game.seats) if (!game.solo && !isPlayable(seat.deck!)) return startMessages.illegalDeck(seat.name);
    for (const seat of game.seats) if (!seat.isBot && seat.champions !== 3) return startMessages.chooseChampions;
  }
  if (game.owner !== username) return startMessages.notOwner;
  return null;
}
