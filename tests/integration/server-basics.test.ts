import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardsResponse } from '../../src/protocol/cards';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

describe.each(databaseKinds())('server basics on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('serves the card catalogue as the protocol says', async () => {
    const res = await fetch(`${t.url}/api/cards`);
    expect(res.status).toBe(200);
    const body = CardsResponse.parse(await res.json());
    expect(Array.isArray(body.cards)).toBe(true);
  });

  it('answers client routes with the app shell so a reload keeps the page', async () => {
    const res = await fetch(`${t.url}/decks/edit/123`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers an unknown API path with a JSON 404 in the spec failure shape', async () => {
    const res = await fetch(`${t.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('has applied every migration to a real database', async () => {
    const tables = await t.server.ctx.database.db.execute(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'" as never,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(['users', 'sessions', 'decks', 'games', 'schema_migrations']));
  });
});
