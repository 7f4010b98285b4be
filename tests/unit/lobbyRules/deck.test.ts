import { describe, expect, it } from 'vitest';
import { validateDeck } from '../../../src/engine/deckbuilding';
import { deckMessages } from '../../../src/engine/lobbyRules';
import { offerProblem, toChoice } from '../../../src/client/stores/deckSources';
import { chosenDeckProblem, startProblem } from '../../../src/server/lobby/games';
import { chosenDeck, clientCatalogue, deckContent, pendingGame, received, serverCatalog, type DeckKind, type GameCase } from './fixtures';

// One table, two paths: the lobby's refusal of a deck selection (games.ts, on the deck as the lobby
// resolves it) and the Select Deck modal's greying out (the deck as the client lists it, judged on
// the client's catalogue). Then: a deck the modal offers is one the lobby starts with.

const formats: Record<'constructed' | 'precon' | 'solo', GameCase> = {
  constructed: { format: 'constructed', seats: [{ name: 'ann' }, { name: 'bob', deck: 'legal' }] },
  precon: { format: 'precon', seats: [{ name: 'ann' }, { name: 'bob', deck: 'legal', precon: true }] },
  solo: { format: 'solo', solo: true, seats: [{ name: 'ann' }, { name: 'Chimera', bot: true, deck: 'legal' }] },
};

const table: { format: keyof typeof formats; deck: DeckKind; precon: boolean; offered: string | null }[] = [
  { format: 'constructed', deck: 'legal', precon: false, offered: null },
  { format: 'constructed', deck: 'legal', precon: true, offered: null },
  { format: 'constructed', deck: 'seventeenCards', precon: false, offered: deckMessages.basicRules },
  { format: 'constructed', deck: 'noChampion', precon: false, offered: deckMessages.basicRules },
  { format: 'constructed', deck: 'unknownCard', precon: false, offered: deckMessages.unknownCards },
  { format: 'constructed', deck: 'unknownChampion', precon: false, offered: deckMessages.unknownCards },
  { format: 'precon', deck: 'legal', precon: false, offered: deckMessages.preconOnly },
  { format: 'precon', deck: 'legal', precon: true, offered: null },
  { format: 'precon', deck: 'unknownCard', precon: true, offered: deckMessages.unknownCards },
  { format: 'solo', deck: 'unknownCard', precon: false, offered: null },
  { format: 'solo', deck: 'seventeenCards', precon: false, offered: null },
];

describe('deck choice: the lobby and the Select Deck modal agree', () => {
  it.each(table)('$format game, $deck deck (precon: $precon)', ({ format, deck, precon, offered }) => {
    const pending = pendingGame(formats[format]);
    const lobbyDeck = chosenDeck(deck, precon);
    const listed = toChoice({ id: 'd1', name: 'listed', ...deckContent(deck) }, precon, clientCatalogue);
    const modal = offerProblem(received(pending, 'ann'), listed);
    expect({ lobby: chosenDeckProblem(pending, lobbyDeck), modal }).toEqual({ lobby: offered, modal: offered });
  });

  it.each(table.filter((row) => row.offered === null))('a deck the modal offers starts the game: $format, $deck', ({ format, deck, precon }) => {
    const pending = pendingGame(formats[format]);
    const ann = pending.players.get('ann')!;
    ann.deck = chosenDeck(deck, precon);
    ann.champions = ann.deck.deckChampions.slice(0, 3);
    expect(startProblem(pending, 'ann')).toBeNull();
  });

  it('the deck pages judge a deck as the lobby does', () => {
    for (const kind of ['legal', 'seventeenCards', 'noChampion', 'unknownCard', 'unknownChampion'] as const) {
      const page = validateDeck(deckContent(kind), clientCatalogue);
      const lobby = chosenDeck(kind, false);
      expect({ kind, basicRules: page.basicRules, legalToPlay: page.legalToPlay }).toEqual({ kind, basicRules: lobby.basicRules, legalToPlay: lobby.legalToPlay });
    }
    expect(serverCatalog.cards.length).toBeGreaterThan(0);
  });
});
