import fc from 'fast-check';
import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { buildSharedList, sharedListFor } from '../../../src/server/lobby/sharedList';
import type { LobbyIdentity, PendingGame } from '../../../src/server/lobby/types';
import { lobbyGameViews } from '../../../src/server/lobby/view';
import { canSeeGame } from '../../../src/server/lobby/visibility';
import { shared, sharingParser } from '../../../src/server/sharedPayloads';

const names = ['ann', 'Bob', 'cid', 'dee', 'eve', 'fay'];
const blockList = fc.subarray([...names, 'ANN', 'bob', 'zed']);
const identity = fc.record({ username: fc.constantFrom(...names), blockList, canManageGames: fc.boolean() });
const member = fc.record({ username: fc.constantFrom(...names), blockList });
const game = fc.record({
  players: fc.uniqueArray(member, { selector: (p) => p.username, maxLength: 2 }),
  spectators: fc.uniqueArray(member, { selector: (p) => p.username, maxLength: 2 }),
  gamePrivate: fc.boolean(),
  started: fc.boolean(),
  // Both seats with a deck and champions: the start problem then depends on who looks (the owner may start).
  ready: fc.boolean(),
  ownerIndex: fc.nat(),
});
const deck = { name: 'Deck', deckChampions: [], cards: [], dicepool: [], basicRules: true, legalToPlay: true };

const asIdentity = (v: { username: string; blockList: string[]; canManageGames: boolean }): LobbyIdentity => ({
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
const asGame = (g: Gen, i: number): PendingGame => ({
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

describe('the shared games list', () => {
  it('is given only to viewers whose own list it is exactly, and to most plain viewers', () => {
    let sharedGiven = 0;
    fc.assert(
      fc.property(fc.array(game, { maxLength: 6 }), fc.array(identity, { minLength: 1, maxLength: 6 }), (gs, viewers) => {
        const games = gs.map(asGame);
        const s = buildSharedList(games, lobbyGameViews);
        // Its text, joined from each game's, is what socket.io's own encoder writes for the list.
        const packet = (list: unknown) => ({ type: PacketType.EVENT, nsp: '/', data: ['games', list] });
        expect(new sharingParser.Encoder().encode(packet(s.list))).toEqual(new Encoder().encode(packet([...s.list])));
        for (const v of [null, ...viewers.map(asIdentity)]) {
          const list = sharedListFor(s, v);
          if (!list) continue;
          sharedGiven++;
          const own = games.filter((g) => canSeeGame(g, v)).map((g) => lobbyGameViews(g)(v?.username ?? null));
          expect(list).toEqual(own);
        }
      }),
      { numRuns: 500 },
    );
    // The property is about something: many viewers did get the shared list.
    expect(sharedGiven).toBeGreaterThan(500);
  });
});

describe('the sharing encoder', () => {
  const packets = (nsp: string, id?: number) => ({ type: PacketType.EVENT, nsp, id, data: ['games', [{ id: 'g1', name: 'Ünïcode "quoted" \u2028' }]] });

  it('writes a marked payload exactly as socket.io would, and the standard decoder reads it back', () => {
    for (const [nsp, id] of [['/', undefined], ['/game/abc', undefined], ['/', 7]] as const) {
      const plain = packets(nsp, id);
      const marked = { ...plain, data: [plain.data[0], shared(plain.data[1] as object)] };
      const ours = new sharingParser.Encoder().encode(marked);
      expect(ours).toEqual(new Encoder().encode(plain));
      const decoder = new Decoder();
      let decoded: unknown;
      decoder.on('decoded', (p: unknown) => (decoded = p));
      decoder.add(ours[0] as string);
      expect(decoded).toMatchObject({ type: PacketType.EVENT, nsp, data: plain.data });
    }
  });

  it('makes a marked payload\'s text once, however many sockets it goes to', () => {
    const payload = shared([{ id: 'g1' }]);
    const first = new sharingParser.Encoder().encode({ type: PacketType.EVENT, nsp: '/', data: ['games', payload] });
    payload.push({ id: 'changed after marking' });
    const second = new sharingParser.Encoder().encode({ type: PacketType.EVENT, nsp: '/', data: ['games', payload] });
    expect(second).toEqual(first);
  });
});
