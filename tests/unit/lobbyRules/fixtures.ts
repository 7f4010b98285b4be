import { CardsResponse } from '../../../src/protocol/cards';
import type { DeckContent } from '../../../src/protocol/decks';
import { LobbyGame, NewGamePayload, type GameFormat } from '../../../src/protocol/lobby';
import { loadCatalog } from '../../../src/server/cards/catalog';
import { deckStatus } from '../../../src/server/lobby/decks';
import { loadPrecons } from '../../../src/server/lobby/precons';
import type { ChosenDeck, LobbyIdentity, PendingGame, PendingPlayer } from '../../../src/server/lobby/types';
import { lobbyGameViews } from '../../../src/server/lobby/view';

// Both sides of a lobby decision, built from one case: the lobby's own record (PendingGame) for the
// server path, and what a viewer's socket receives of it (parsed as the client parses it) for the client path.

/** The lobby's catalogue, and the client's copy of it as GET /api/cards sends it. */
export const serverCatalog = loadCatalog();
export const clientCatalogue = CardsResponse.parse(JSON.parse(JSON.stringify({ success: true, cards: serverCatalog.cards }))).cards;

/** The kinds of deck a player may bring: a real precon, and that precon broken one way each. */
export type DeckKind = 'legal' | 'seventeenCards' | 'unknownCard' | 'noChampion' | 'unknownChampion';
const precon = loadPrecons().decks[0];

export function deckContent(kind: DeckKind): Pick<DeckContent, 'champions' | 'cards'> {
  const cards = precon.cards.map((c) => ({ ...c }));
  if (kind === 'seventeenCards') cards[0] = { ...cards[0], count: cards[0].count - 1 };
  if (kind === 'unknownCard') cards[0] = { ...cards[0], id: 'no-such-card' };
  const champions = kind === 'noChampion' ? [] : kind === 'unknownChampion' ? ['no-such-champion', ...precon.champions.slice(1)] : [...precon.champions];
  return { champions, cards };
}

/** The deck as the lobby resolves it for a seat (server/lobby/decks.ts judges it). */
export function chosenDeck(kind: DeckKind, asPrecon: boolean): ChosenDeck {
  const content = deckContent(kind);
  const base = { name: `${kind} deck`, deckChampions: content.champions, cards: content.cards, dicepool: precon.dicepool };
  return { ...base, ...(asPrecon ? { preconId: `${precon.id}-${kind}` } : { deckId: '00000000-0000-4000-8000-000000000001' }), ...deckStatus(serverCatalog, base) };
}

export type SeatCase = { name: string; bot?: boolean; deck?: DeckKind; precon?: boolean; champions?: number };

export type GameCase = {
  format?: GameFormat;
  solo?: boolean;
  owner?: string;
  seats: SeatCase[];
  started?: boolean;
  draft?: 'none' | 'running' | 'canStart';
  allowSpectators?: boolean;
  password?: string;
};

export function identity(username: string, over: Partial<LobbyIdentity> = {}): LobbyIdentity {
  return { userId: `id-${username}`, sessionId: `s-${username}`, username, permissions: {}, blockList: [], avatar: null, faveColor: null, gamesPlayed: 20, ...over };
}

function seat(s: SeatCase): PendingPlayer {
  const deck = s.deck ? chosenDeck(s.deck, s.precon ?? false) : undefined;
  const champions = s.champions === undefined ? (deck?.deckChampions.slice(0, 3) ?? undefined) : deck?.deckChampions.slice(0, s.champions);
  return { userId: s.bot ? null : `id-${s.name}`, username: s.name, blockList: [], avatar: null, faveColor: null, gamesPlayed: 20, isBot: s.bot, deck, champions };
}

let next = 0;
export function pendingGame(c: GameCase): PendingGame {
  const options = NewGamePayload.parse({ name: 'case', gameFormat: c.format ?? 'constructed', allowSpectators: c.allowSpectators ?? true });
  return {
    id: `game-${++next}`,
    options,
    password: c.password ?? null,
    owner: c.owner ?? c.seats[0]?.name ?? 'ann',
    players: new Map(c.seats.map((s) => [s.name, seat(s)])),
    spectators: new Map(),
    createdAt: new Date('2026-01-01T10:00:00Z'),
    started: !!c.started,
    startedAt: c.started ? new Date('2026-01-01T10:05:00Z') : null,
    finishedAt: null,
    winner: null,
    node: c.started ? 'node-1' : null,
    solo: !!c.solo,
    draft:
      !c.draft || c.draft === 'none'
        ? null
        : { playerChoices: {}, playerDiscards: {}, choosingPlayer: null, champSet: [], complete: c.draft === 'canStart', canStart: c.draft === 'canStart', order: [] },
    starting: false,
    messages: [],
  };
}

/** The game as this viewer's socket receives it from the lobby (publish), parsed as the client parses it. */
export function received(game: PendingGame, viewer: string | null): LobbyGame {
  return LobbyGame.parse(JSON.parse(JSON.stringify(lobbyGameViews(game)(viewer))));
}
