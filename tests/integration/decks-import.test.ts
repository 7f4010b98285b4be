import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deck } from '../../src/protocol/decks';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';
import { legalDeck, makeUser, type Caller } from './decksSupport';

/** Two real servers on loopback: 'home' shares a deck, 'away' trusts home through DECK_SITES and imports it. */
describe.each(databaseKinds())('importing a deck from another Emberhall site on %s', (kind) => {
  let home: TestServer;
  let away: TestServer;
  let owner: Caller;
  let importer: Caller;
  let untrusting: TestServer;
  beforeAll(async () => {
    home = await startTestServer(kind);
    [away, untrusting] = await Promise.all([startTestServer(kind, { DECK_SITES: `https://elsewhere.example, ${home.url}/` }), startTestServer(kind)]);
    owner = (await makeUser(home, 'owner')).call;
    importer = (await makeUser(away, 'importer')).call;
  });
  afterAll(async () => {
    await Promise.all([home?.stop(), away?.stop(), untrusting?.stop()]);
  });

  it('copies the shared deck, keeps its source, and resyncs after the owner changes it', async () => {
    const original = Deck.parse((await owner('POST', '/api/decks', legalDeck(home, 'Travelling Deck'))).json.deck);
    const imported = await importer('POST', '/api/decks', { uuid: original.shareUuid, origin: home.url });
    expect(imported.json).toMatchObject({ success: true, message: 'Deck added successfully' });
    const copy = Deck.parse(imported.json.deck);
    expect(copy).toMatchObject({
      name: 'Travelling Deck',
      champions: original.champions,
      cards: original.cards,
      dicepool: original.dicepool,
      ashesLiveUuid: original.shareUuid,
      sourceOrigin: home.url,
    });
    expect(copy.shareUuid).not.toBe(original.shareUuid);

    await owner('PUT', `/api/decks/${original._id}`, { ...legalDeck(home, 'Travelling Deck II'), dicepool: [{ magic: 'time', count: 10 }] });
    const resynced = await importer('POST', '/api/decks', { deckId: copy._id, uuid: original.shareUuid, resync: true });
    expect(resynced.json).toMatchObject({ success: true, message: 'Deck updated successfully' });
    expect(Deck.parse(resynced.json.deck)).toMatchObject({ _id: copy._id, name: 'Travelling Deck II', dicepool: [{ magic: 'time', count: 10 }] });
  });

  it('says the import failed when the other site has no such deck', async () => {
    const res = await importer('POST', '/api/decks', { uuid: '12345678-1234-1234-1234-123456789abc', origin: home.url });
    expect(res).toEqual({ status: 404, json: { success: false, message: 'An error occurred importing your deck. Please check the Url or try again later.' } });
  });

  it('refuses a site that is not in DECK_SITES', async () => {
    const original = Deck.parse((await owner('POST', '/api/decks', legalDeck(home, 'Stay Home'))).json.deck);
    const stranger = (await makeUser(untrusting, 'stranger')).call;
    const res = await stranger('POST', '/api/decks', { uuid: original.shareUuid, origin: home.url });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Decks can only be imported from this site or a trusted Emberhall site.');
  });
});
