import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeckListResponse } from '../../src/protocol/decks';
import { decks } from '../../src/server/db/schema/games';
import { makeUser, type TestUser } from '../support/lobbyClient';
import { databaseKinds, startTestServer, type TestServer } from '../support/server';

/**
 * A deck saved before the protocol refused control characters (issue 14) must still reach its owner:
 * migration 0070 shows each such character as U+FFFD, so the deck list passes the client's schema.
 */
describe.each(databaseKinds())('text stored before the text rules (%s)', (kind) => {
  let t: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await makeUser(t, 'olddecks');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('lists an old deck with a control character in its name and notes, after migration 0070', async () => {
    await t.server.ctx.db.insert(decks).values({ id: randomUUID(), userId: owner.id, name: 'Bell\u0007 deck', notes: 'two\nlines\u001b', shareUuid: randomUUID() });
    const list = () => fetch(`${t.url}/api/decks`, { headers: { authorization: `Bearer ${owner.token}` } }).then((r) => r.json());
    // Before the repair the answer no longer passes the protocol's schema: the client could not show it.
    expect(DeckListResponse.safeParse(await list()).success).toBe(false);

    // The migration ran at start on an empty table; run its statements again over the old row.
    const body = readFileSync('src/server/db/migrations/0070_text_rules.sql', 'utf8').replace(/^--.*$/gm, '');
    for (const statement of body.split(';').map((x) => x.trim()).filter(Boolean)) await t.server.ctx.db.execute(sql.raw(statement));
    const parsed = DeckListResponse.parse(await list());
    expect(parsed.decks.map((d) => [d.name, d.notes])).toEqual([['Bell\ufffd deck', 'two\nlines\ufffd']]);
  });
});
