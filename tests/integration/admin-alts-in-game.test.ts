import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Settings } from '../../src/protocol/account';
import { altsForPlayers } from '../../src/server/admin/altsInGame';
import { withAlts } from '../../src/server/node/alts';
import { users } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from './adminHelpers';

describe('alt arts on a player own cards in game', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    for (const name of ['holder', 'manual', 'plain']) {
      await createUser(t, name);
      await t.server.ctx.db.update(users).set({ altArts: name === 'plain' ? {} : { 'orla-cinderhand': ['orla-cinderhand-gilded'] } }).where(eq(users.username, name));
    }
    const settings = Settings.parse({});
    settings.optionSettings.manualAlts = true;
    await t.server.ctx.db.update(users).set({ settings }).where(eq(users.username, 'manual'));
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('uses held alts unless the player chose manualAlts', async () => {
    expect(await altsForPlayers(t.server.ctx, ['Holder', 'manual', 'plain'])).toEqual({ holder: { 'orla-cinderhand': 'orla-cinderhand-gilded' } });
  });

  it('redraws only the holder face-up cards', () => {
    const card = (owner: string, facedown = false) => ({ uuid: `${owner}-1`, owner, stub: 'orla-cinderhand', imageUrl: '/img/cards/orla-cinderhand.svg', facedown });
    const view = { players: { holder: { champions: [card('holder')], hand: [card('holder', true)] }, plain: { champions: [card('plain')] } } };
    const shown = withAlts(view, { holder: { 'orla-cinderhand': 'orla-cinderhand-gilded' } });
    expect(shown.players.holder.champions[0]).toMatchObject({ imageUrl: '/img/alts/orla-cinderhand-gilded.svg', imageStub: 'orla-cinderhand-gilded' });
    expect(shown.players.holder.hand[0]!.imageUrl).toBe('/img/cards/orla-cinderhand.svg');
    expect(shown.players.plain.champions[0]!.imageUrl).toBe('/img/cards/orla-cinderhand.svg');
    expect(view.players.holder.champions[0]!.imageUrl).toBe('/img/cards/orla-cinderhand.svg');
  });
});
