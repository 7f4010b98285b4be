/**
 * Who may see a player's decklist (site-spec 3, "Hide opponent decklists"): the lobby server decides
 * with it before it sends any list, and the pending game and the board ask it before offering one.
 */
export type DecklistFacts = {
  hideDecklists: boolean;
  /** Usernames of the game's players, and whether each has chosen a deck. */
  players: Record<string, { deckChosen: boolean }>;
  spectators: string[];
};

export const decklistMessages = {
  notMember: 'You are not in this game',
  noPlayer: 'There is no such player in this game',
  noDeck: 'That player has not chosen a deck yet',
  hidden: 'Opponent decklists are hidden in this game',
} as const;

/** Why `viewer` may not see `owner`'s decklist, or null when they may: one's own list is always visible. */
export function decklistProblem(facts: DecklistFacts, viewer: string, owner: string): string | null {
  if (!facts.players[viewer] && !facts.spectators.includes(viewer)) return decklistMessages.notMember;
  const player = facts.players[owner];
  if (!player) return decklistMessages.noPlayer;
  if (viewer !== owner && facts.hideDecklists) return decklistMessages.hidden;
  if (!player.deckChosen) return decklistMessages.noDeck;
  return null;
}
