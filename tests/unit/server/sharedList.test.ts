import fc from 'fast-check';
import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { buildSharedList, sharedListFor } from '../../../src/server/lobby/sharedList';
import { lobbyGameViews } from '../../../src/server/lobby/view';
import { canSeeGame } from '../../../src/server/lobby/visibility';
import { shared, sharingParser } from '../../../src/server/sharedPayloads';
import { asGame, asIdentity, game, identity } from './lobbyArbitraries';


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
