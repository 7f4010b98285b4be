import { decklistProblem } from '../../engine/lobbyRules';
import type { Decklist } from '../../protocol/lobby';
import type { Lobby } from './lobby';
import type { LobbyIdentity } from './types';

/**
 * The `decklist` request (site-spec 3): a member of the game asks for one player's decklist. The
 * lobby is the only judge (engine/lobbyRules decklistProblem); a hidden list is refused without it.
 */
export function decklist(lobby: Lobby, u: LobbyIdentity, gameId: string, owner: string): string | { data: Decklist } {
  const game = lobby.games.get(gameId);
  if (!game) return 'Game not found';
  const facts = {
    hideDecklists: game.options.hideDecklists,
    players: Object.fromEntries([...game.players].map(([name, p]) => [name, { deckChosen: !!p.deck }])),
    spectators: [...game.spectators.keys()],
  };
  const problem = decklistProblem(facts, u.username, owner);
  if (problem) return problem;
  const p = game.players.get(owner)!;
  const deck = p.deck!;
  return {
    data: {
      player: owner,
      name: deck.name,
      champions: p.champions ?? deck.deckChampions,
      cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
      dicepool: deck.dicepool.map((d) => ({ magic: d.magic, count: d.count })),
    },
  };
}
