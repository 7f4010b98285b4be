import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deck, DeckListResponse, DeckResponse, PreconDecksResponse, preconCollections } from '../../src/protocol/decks';
import { gamePlayers, games } from '../../src/server/db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { caller, legalDeck, makeUser, type Caller } from './decksSupport';

describe.each(databaseKinds())('deck calls on %s', (kind) => {
  let t: TestServer;
  let alice: Caller;
  let aliceId: string;
  let bob: Caller;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const a = await makeUser(t, 'alice');
    alice = a.call;
    aliceId = a.id;
    bob = (await makeUser(t, 'bob')).call;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('refuses every deck call without a token', async () => {
    const anon = caller(t.url);
    for (const [method, path] of [['GET', '/api/decks'], ['POST', '/api/decks'], ['GET', `/api/decks/${randomUUID()}`], ['DELETE', `/api/decks/${randomUUID()}`]]) {
      const res = await anon(method, path, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, message: 'Unauthorized' });
    }
  });

  it('creates a deck, reads it back valid, and lists it', async () => {
    const created = await alice('POST', '/api/decks', legalDeck(t, 'First'));
    expect(created.status).toBe(200);
    const deck = Deck.parse(created.json.deck);
    expect(deck).toMatchObject({ name: 'First', favourite: false, played: 0, wins: 0, winRate: 0, ashesLiveUuid: null, notes: 'Some notes' });
    expect(deck.status).toMatchObject({ basicRules: true, totalCards: 18 });
    const got = DeckResponse.parse((await alice('GET', `/api/decks/${deck._id}`)).json);
    expect(got.deck).toEqual(deck);
    const list = DeckListResponse.parse((await alice('GET', '/api/decks')).json);
    expect(list.numDecks).toBe(1);
    expect(list.decks[0]._id).toBe(deck._id);
  });

  it("refuses someone else's deck with 404 No such deck, and changes nothing", async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'Private'))).json.deck);
    const attempts = [
      await bob('GET', `/api/decks/${deck._id}`),
      await bob('PUT', `/api/decks/${deck._id}`, legalDeck(t, 'Stolen')),
      await bob('PATCH', `/api/decks/${deck._id}`, { favourite: true }),
      await bob('POST', `/api/decks/${deck._id}/copy`),
      await bob('DELETE', `/api/decks/${deck._id}`),
      await bob('POST', '/api/decks', { deckId: deck._id, uuid: deck.shareUuid, resync: true }),
      await bob('GET', '/api/decks/not-a-uuid'),
    ];
    for (const res of attempts) expect(res).toEqual({ status: 404, json: { success: false, message: 'No such deck' } });
    expect(DeckResponse.parse((await alice('GET', `/api/decks/${deck._id}`)).json).deck).toEqual(deck);
    expect((await bob('GET', '/api/decks')).json.numDecks).toBe(0);
  });

  it('refuses malformed bodies and oversize fields without changing anything', async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'Untouched'))).json.deck);
    const before = (await alice('GET', '/api/decks')).json.numDecks;
    const bad: [unknown, string?][] = [
      [{ ...legalDeck(t), notes: 'n'.repeat(2001) }, 'Notes must be less than 2000 characters'],
      [{ ...legalDeck(t), deckName: 'n'.repeat(65) }, 'Deck name must be less than 64 characters'],
      [{ ...legalDeck(t), deckName: '   ' }, 'You must specify a name for the deck'],
      [{ ...legalDeck(t), cards: [{ id: 'no-such-card', count: 1 }] }],
      [{ ...legalDeck(t), cards: [{ id: legalDeck(t).cards[0].id, count: -1 }] }],
      [{ ...legalDeck(t), dicepool: [{ magic: 'fire', count: 1 }] }],
      [{ ...legalDeck(t), champions: 'everyone' }],
      [{ ...legalDeck(t), extra: true }],
      [[1, 2, 3]],
      ['just text'],
      [{ uuid: 'not-a-uuid' }],
    ];
    for (const [body, message] of bad) {
      const res = await alice('POST', '/api/decks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.success).toBe(false);
      if (message) expect(res.json.message).toBe(message);
      const put = await alice('PUT', `/api/decks/${deck._id}`, body);
      expect(put.status).toBe(400);
    }
    expect((await alice('PATCH', `/api/decks/${deck._id}`, { favourite: 'yes' })).status).toBe(400);
    expect((await alice('GET', '/api/decks')).json.numDecks).toBe(before);
    expect(DeckResponse.parse((await alice('GET', `/api/decks/${deck._id}`)).json).deck).toEqual(deck);
  });

  it('saves changes with PUT, keeps invalid decks saveable, and flags them', async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'To edit'))).json.deck);
    const body = { ...legalDeck(t, 'Edited'), champions: [], notes: 'changed' };
    const res = await alice('PUT', `/api/decks/${deck._id}`, body);
    expect(res.status).toBe(200);
    const edited = Deck.parse(res.json.deck);
    expect(edited).toMatchObject({ _id: deck._id, name: 'Edited', notes: 'changed', champions: [], shareUuid: deck.shareUuid });
    expect(edited.status).toMatchObject({ basicRules: false, problems: ['noChampion'] });
    expect(Date.parse(edited.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(deck.lastUpdated));
  });

  it('marks favourites, copies with (Copy), deletes', async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'Keeper'))).json.deck);
    expect((await alice('PATCH', `/api/decks/${deck._id}`, { favourite: true })).json).toEqual({ success: true, deckId: deck._id, isFave: true });
    const faves = DeckListResponse.parse((await alice('GET', '/api/decks?favourite=true')).json);
    expect(faves.decks.map((d) => d._id)).toEqual([deck._id]);
    const copy = Deck.parse((await alice('POST', `/api/decks/${deck._id}/copy`)).json.deck);
    expect(copy).toMatchObject({ name: 'Keeper (Copy)', cards: deck.cards, champions: deck.champions, favourite: false });
    expect(copy._id).not.toBe(deck._id);
    expect(copy.shareUuid).not.toBe(deck.shareUuid);
    expect((await alice('DELETE', `/api/decks/${copy._id}`)).json).toEqual({ success: true, deckId: copy._id });
    expect((await alice('GET', `/api/decks/${copy._id}`)).status).toBe(404);
    expect((await alice('DELETE', `/api/decks/${copy._id}`)).status).toBe(404);
  });

  it('pages 8 at a time, newest update first, and filters by name and champion', async () => {
    const carol = (await makeUser(t, 'carol')).call;
    const first = Deck.parse((await carol('POST', '/api/decks', legalDeck(t, 'Oldest 100%_deck'))).json.deck);
    for (let i = 1; i <= 9; i++) await carol('POST', '/api/decks', legalDeck(t, `Deck ${i}`));
    const page1 = DeckListResponse.parse((await carol('GET', '/api/decks')).json);
    expect(page1.numDecks).toBe(10);
    expect(page1.decks.map((d) => d.name)).toEqual(['Deck 9', 'Deck 8', 'Deck 7', 'Deck 6', 'Deck 5', 'Deck 4', 'Deck 3', 'Deck 2']);
    const page2 = DeckListResponse.parse((await carol('GET', '/api/decks?page=2&pageSize=8')).json);
    expect(page2.decks.map((d) => d.name)).toEqual(['Deck 1', 'Oldest 100%_deck']);
    expect((await carol('GET', '/api/decks?page=3')).json.decks).toEqual([]);
    // Editing moves a deck to the top.
    await carol('PUT', `/api/decks/${first._id}`, legalDeck(t, 'Oldest 100%_deck'));
    expect((await carol('GET', '/api/decks?pageSize=1')).json.decks[0]._id).toBe(first._id);
    // The name filter is literal text, case-insensitive: % and _ are not wildcards.
    expect((await carol('GET', `/api/decks?name=${encodeURIComponent('100%_')}`)).json.numDecks).toBe(1);
    expect((await carol('GET', '/api/decks?name=deck%201')).json.numDecks).toBe(1);
    expect((await carol('GET', '/api/decks?name=%25')).json.numDecks).toBe(1);
    const champion = legalDeck(t).champions[0];
    expect((await carol('GET', `/api/decks?pb=${champion}`)).json.numDecks).toBe(10);
    expect((await carol('GET', '/api/decks?pb=nobody')).json.numDecks).toBe(0);
    expect((await carol('GET', '/api/decks?page=0')).status).toBe(400);
    expect((await carol('GET', '/api/decks?pageSize=1000')).status).toBe(400);
  });

  it('counts played, wins and win rate from finished games', async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'Veteran'))).json.deck);
    const db = t.server.ctx.db;
    const results = [true, false, true, true];
    for (const won of results) {
      const gameId = randomUUID();
      await db.insert(games).values({ id: gameId, name: 'g', gameType: 'casual', gameFormat: 'constructed', finishedAt: new Date() });
      await db.insert(gamePlayers).values({ gameId, userId: aliceId, username: 'alice', deckId: deck._id, won });
    }
    const unfinished = randomUUID();
    await db.insert(games).values({ id: unfinished, name: 'g', gameType: 'casual', gameFormat: 'constructed' });
    await db.insert(gamePlayers).values({ gameId: unfinished, userId: aliceId, username: 'alice', deckId: deck._id });
    const got = DeckResponse.parse((await alice('GET', `/api/decks/${deck._id}`)).json).deck;
    expect(got).toMatchObject({ played: 4, wins: 3, winRate: 75 });
    const listed = DeckListResponse.parse((await alice('GET', '/api/decks?name=Veteran')).json).decks[0];
    expect(listed).toMatchObject({ played: 4, wins: 3, winRate: 75 });
  });

  it('shows a shared deck to anyone, and imports it on the same site', async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'Shared'))).json.deck);
    const shared = await caller(t.url)('GET', `/api/decks/share/${deck.shareUuid}`);
    expect(shared.status).toBe(200);
    expect(shared.json.deck).toMatchObject({ name: 'Shared', owner: 'alice', cards: deck.cards, champions: deck.champions });
    expect(shared.json.deck._id).toBeUndefined();
    expect((await caller(t.url)('GET', `/api/decks/share/${randomUUID()}`)).status).toBe(404);
    const imported = await bob('POST', '/api/decks', { uuid: deck.shareUuid, origin: t.url });
    expect(imported.status).toBe(200);
    expect(imported.json.message).toBe('Deck added successfully');
    const copy = Deck.parse(imported.json.deck);
    expect(copy).toMatchObject({ name: 'Shared', ashesLiveUuid: deck.shareUuid, sourceOrigin: null, cards: deck.cards });
    await alice('PUT', `/api/decks/${deck._id}`, { ...legalDeck(t, 'Shared v2'), notes: 'v2' });
    const resynced = await bob('POST', '/api/decks', { deckId: copy._id, uuid: deck.shareUuid, resync: true });
    expect(resynced.json).toMatchObject({ success: true, message: 'Deck updated successfully', deck: { _id: copy._id, name: 'Shared v2', notes: 'v2' } });
    expect((await bob('POST', '/api/decks', { uuid: randomUUID() })).json).toEqual({
      success: false,
      message: 'An error occurred importing your deck. Please check the Url or try again later.',
    });
  });

  it('answers an import or resync without a uuid with 400 "uuid must be specified", and adds nothing', async () => {
    const before = DeckListResponse.parse((await bob('GET', '/api/decks')).json).numDecks;
    const deck = Deck.parse((await bob('POST', '/api/decks', legalDeck(t, 'Kept'))).json.deck);
    const bodies = [{ origin: t.url }, { uuid: '' }, { uuid: null, origin: t.url }, { deckId: deck._id, resync: true }, { deckId: deck._id, uuid: '', resync: true }];
    for (const body of bodies) {
      const res = await bob('POST', '/api/decks', body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([400, { success: false, message: 'uuid must be specified' }]);
    }
    // A uuid that is there but malformed keeps its own answer.
    expect((await bob('POST', '/api/decks', { uuid: 'not-a-uuid' })).json.message).toBe('Invalid id');
    expect(DeckListResponse.parse((await bob('GET', '/api/decks')).json).numDecks).toBe(before + 1);
  });

  it('refuses to import from a site that is not configured', async () => {
    const deck = Deck.parse((await alice('POST', '/api/decks', legalDeck(t, 'Nope'))).json.deck);
    for (const origin of ['http://127.0.0.1:9', 'http://169.254.169.254', 'file:///etc/passwd', 'nonsense']) {
      const res = await bob('POST', '/api/decks', { uuid: deck.shareUuid, origin });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Decks can only be imported from this site or a trusted Emberhall site.');
    }
  });

  it('serves every precon collection, empty ones as empty lists', async () => {
    for (const collection of preconCollections) {
      const res = await caller(t.url)('GET', `/api/${collection}-decks`);
      expect(res.status, collection).toBe(200);
      PreconDecksResponse.parse(res.json);
    }
    const standalone = PreconDecksResponse.parse((await caller(t.url)('GET', '/api/standalone-decks')).json).decks;
    for (const precon of standalone) expect(precon.status.basicRules, precon.name).toBe(true);
  });
});
