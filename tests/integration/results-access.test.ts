import { inflateSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameChatResponse, PairingsResponse, ReportResponse } from '../../src/protocol/results';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { caller, makeUser, type Caller } from './decksSupport';
import { seedGame } from './resultsSupport';

const chat = [{ mid: 1, name: 'alice', message: [{ type: 'text', text: 'good luck' }] }, { mid: 2, message: [{ type: 'alert', alert: 'info', text: 'round 1' }] }, { junk: true }];
const replay = { version: 1, setup: { gameId: 'x' }, log: [], steps: [{ tag: 'prepare', index: 0 }], winner: 'alice' };

describe.each(databaseKinds())('results: chat, replay, report and pairings on %s', (kind) => {
  let t: TestServer;
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let anon: Caller;
  let aliceToken: string;
  let privateGame: string;
  let publicGame: string;
  let runningGame: string;
  let noReplayGame: string;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const a = await makeUser(t, 'alice');
    const b = await makeUser(t, 'bob');
    const c = await makeUser(t, 'carol');
    [alice, bob, carol, anon, aliceToken] = [a.call, b.call, c.call, caller(t.url), a.token];
    const seats = { me: { userId: a.id, username: 'alice', deckId: '11111111-1111-4111-8111-111111111111', champions: ['orla-cinderhand', 'bram-oakenroot'] }, opponent: { userId: b.id, username: 'bob', champions: ['corvin-hexweaver', 'garrick-ashforge'] } };
    privateGame = await seedGame(t, { ...seats, won: 'me', chat, replay, isPrivate: true });
    publicGame = await seedGame(t, { ...seats, won: 'opponent', chat, replay, isPrivate: false });
    runningGame = await seedGame(t, { ...seats, won: null, finishedAt: null, chat, replay, isPrivate: false });
    noReplayGame = await seedGame(t, { ...seats, won: 'me', isPrivate: true });
    await seedGame(t, { me: { userId: c.id, username: 'carol', champions: ['thessaly-gloamveil'] }, opponent: { userId: null, username: 'bot', champions: ['orla-cinderhand'] }, won: 'me' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const raw = (path: string, token?: string) => fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("shows a private game's chat to its players only, skipping lines it cannot read", async () => {
    for (const who of [alice, bob]) {
      const res = GameChatResponse.parse((await who('GET', `/api/game/${privateGame}/chat`)).json);
      expect(res.messages.map((m) => m.mid)).toEqual([1, 2]);
      expect(res.label).toBe("alice's game");
    }
    expect(await carol('GET', `/api/game/${privateGame}/chat`)).toEqual({ status: 403, json: { success: false, message: 'Only the players of this game can see it' } });
    expect((await anon('GET', `/api/game/${privateGame}/chat`)).status).toBe(401);
  });

  it("shows a public game's chat to anyone, logged out too", async () => {
    expect((await carol('GET', `/api/game/${publicGame}/chat`)).status).toBe(200);
    expect((await anon('GET', `/api/game/${publicGame}/chat`)).status).toBe(200);
  });

  it('refuses a game still running, and unknown or malformed ids', async () => {
    expect(await alice('GET', `/api/game/${runningGame}/chat`)).toEqual({ status: 403, json: { success: false, message: 'The game has not finished yet' } });
    expect((await raw(`/api/game/${runningGame}/replay`, aliceToken)).status).toBe(403);
    expect((await alice('GET', '/api/game/00000000-0000-4000-8000-000000000000/chat')).status).toBe(404);
    expect((await alice('GET', '/api/game/nope/replay')).status).toBe(404);
    expect(await alice('GET', `/api/game/${noReplayGame}/replay`)).toEqual({ status: 404, json: { success: false, message: 'No replay was saved for this game' } });
  });

  it('serves the compressed replay as {gameId}.replay to a player, which inflates to the ReplayFile', async () => {
    const res = await raw(`/api/game/${privateGame}/replay/`, aliceToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${privateGame}.replay"`);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(JSON.parse(strFromU8(inflateSync(bytes)))).toEqual(replay);
    expect((await raw(`/api/game/${privateGame}/replay`)).status).toBe(401);
    expect((await carol('GET', `/api/game/${privateGame}/replay`)).status).toBe(403);
    expect((await raw(`/api/game/${publicGame}/replay`)).status).toBe(200);
  });

  it('lets a player share a private replay by link, and nobody else', async () => {
    expect((await carol('PATCH', `/api/game/${privateGame}/replay`, { isPublic: true })).status).toBe(403);
    expect((await anon('PATCH', `/api/game/${privateGame}/replay`, { isPublic: true })).status).toBe(401);
    expect((await alice('PATCH', `/api/game/${privateGame}/replay`, { isPublic: true })).json).toEqual({ success: true, gameId: privateGame, isPublic: true });
    expect((await raw(`/api/game/${privateGame}/replay`)).status).toBe(200);
    expect((await carol('GET', `/api/game/${privateGame}/chat`)).status).toBe(200);
    await bob('PATCH', `/api/game/${privateGame}/replay`, { isPublic: false });
    expect((await raw(`/api/game/${privateGame}/replay`)).status).toBe(401);
    expect((await alice('PATCH', `/api/game/${noReplayGame}/replay`, { isPublic: true })).status).toBe(404);
  });

  it('reports a deck or a champion against each opposing champion, or each line-up with pairings', async () => {
    const byDeck = ReportResponse.parse((await alice('GET', '/api/games/report/11111111-1111-4111-8111-111111111111')).json).report;
    expect(byDeck.subject).toMatchObject({ kind: 'deck', name: 'alice deck' });
    expect(byDeck.rows.map((r) => [r.against, r.wins, r.losses])).toEqual([
      [['corvin-hexweaver'], 2, 1],
      [['garrick-ashforge'], 2, 1],
    ]);
    const lineups = ReportResponse.parse((await alice('GET', '/api/games/report/orla-cinderhand?pairings=true&months=3')).json).report;
    expect(lineups.subject).toEqual({ kind: 'champion', id: 'orla-cinderhand', name: 'Orla Cinderhand' });
    expect(lineups.rows).toEqual([{ against: ['corvin-hexweaver', 'garrick-ashforge'], name: 'Corvin Hexweaver, Garrick Ashforge', wins: 2, losses: 1, total: 3, winRate: (2 / 3) * 100 }]);
    expect(await alice('GET', '/api/games/report/not-a-champion')).toEqual({ status: 404, json: { success: false, message: 'No such deck or champion' } });
    expect((await carol('GET', '/api/games/report/11111111-1111-4111-8111-111111111111')).status).toBe(404);
  });

  it('pairs recently active PvP players of similar record', async () => {
    const res = PairingsResponse.parse((await carol('GET', '/api/league/pairings')).json);
    // carol played only a bot game (a PvP game with one registered player); alice is 2-1, bob 1-2.
    const names = res.pairings.flatMap((p) => [p.a.username, p.b?.username ?? null]);
    expect(names.sort()).toEqual(['alice', 'bob', 'carol', null].sort());
  });
});
