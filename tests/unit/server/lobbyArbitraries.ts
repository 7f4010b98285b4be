import fc from 'fast-check';
import type { LobbyIdentity, PendingGame } from '../../../src/server/lobby/types';

// Lobbies made at random for the lobby's property tests (heldCounts, sharedList): a few names, in two
// cases, blocking each other or an absent user, in public and private games, started or not.
const names = ['ann', 'Bob', 'cid', 'dee', 'eve', 'fay'];
const blockList = fc.subarray([...names, 'ANN', 'bob', 'zed']);
export const identity = fc.record({ username: fc.constantFrom(...names), blockList, canManageGames: fc.boolean() });
const member = fc.record({ username: fc.constantFrom(...names), blockList });
export const game = fc.record({
  players: fc.uniqueArray(member, { selector: (p) => p.username, maxLength: 2 }),
  spectators: fc.uniqueArray(member, { selector: (p) => p.username, maxLength: 2 }),
  gamePrivate: fc.boolean(),
  started: fc.boolean(),
  // Both seats with a deck and champions: the start problem then depends on who looks (the owner may start).
  ready: fc.boolean(),
  ownerIndex: fc.nat(),
});
const deck = { name: 'Deck', deckChampions: [], cards: [], dicepool: [], basicRules: true, legalToPlay: true };

export const asIdentity = (v: { username: string; blockList: string[]; canManageGames: boolean }): LobbyIdentity => ({
  userId: v.username,
  sessionId: 's',
  username: v.username,
  permissions: { canManageGames: v.canManageGames },
  blockList: v.blockList,
  avatar: null,
  faveColor: null,
  gamesPlayed: 0,
});

type Gen = { players: { username: string; blockList: string[] }[]; spectators: { username: string; blockList: string[] }[]; gamePrivate: boolean; started: boolean; ready: boolean; ownerIndex: number };
export const asGame = (g: Gen, i: number): PendingGame => ({
  id: `g${i}`,
  options: { name: `Table ${i}`, gameFormat: 'precon', gameType: 'casual', gamePrivate: g.gamePrivate, allowSpectators: true } as PendingGame['options'],
  password: null,
  owner: g.players[g.ownerIndex % Math.max(1, g.players.length)]?.username ?? 'nobody',
  players: new Map(
    g.players.map((p) => [
      p.username,
      { userId: p.username, username: p.username, blockList: p.blockList, avatar: null, faveColor: null, gamesPlayed: 0, ...(g.ready ? { deck, champions: ['a', 'b', 'c'] } : {}) },
    ]),
  ),
  spectators: new Map(g.spectators.filter((s) => !g.players.some((p) => p.username === s.username)).map((s) => [s.username, { userId: s.username, blockList: s.blockList }])),
  createdAt: new Date(0),
  started: g.started,
  startedAt: null,
  finishedAt: null,
  winner: null,
  node: null,
  starting: false,
  messages: [],
  solo: false,
  draft: null,
});
