import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_TIMER_RULE, BLUFF_TIMER_RULE, CARD_SIZE_RULE, ProfileSaveResponse, UserResponse } from '../../src/protocol/account';
import { users } from '../../src/server/db/schema';
import { startTwoPlayerGame } from '../support/games';
import { makeUser, type TestUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';
import { call } from './accountSupport';

process.env.BOT_DELAY_MS = '0';

const specDefaults = { bluffTimer: 0, alertTimer: 5, compactLayout: true, leftMode: true };

/** Issue 22: the profile's settings are the game's settings, and a bad stored row never stops a game. */
describe('profile settings in the next game', () => {
  let t: TestServer;
  let ann: TestUser, bob: TestUser, cat: TestUser, dan: TestUser;
  beforeAll(async () => {
    t = await startTestServer();
    [ann, bob, cat, dan] = await Promise.all(['ann', 'bob', 'cat', 'dan'].map((n) => makeUser(t, n)));
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("puts a saved profile's timers and layout options in the player's own view at the start of their next game", async () => {
    const saved = await call(t.url, 'PUT', '/api/account/ann', {
      email: 'ann@example.test',
      settings: { background: 'none', cardSize: 'large', useSquareCards: true, eloOptOut: false, optionSettings: { bluffTimer: 7, alertTimer: 2, compactLayout: false, leftMode: false } },
    }, ann.token);
    expect(ProfileSaveResponse.parse(saved.body).user.settings.optionSettings).toMatchObject({ bluffTimer: 7, alertTimer: 2 });

    const g = await startTwoPlayerGame(t, ann, bob);
    try {
      const annView = await g.players.ann.until((v) => Object.keys(v.players).length === 2);
      expect(annView.players.ann.optionSettings).toEqual({ bluffTimer: 7, alertTimer: 2, compactLayout: false, leftMode: false });
      // bob saved nothing: the spec's defaults; and nobody is shown another player's options.
      const bobView = await g.players.bob.until((v) => Object.keys(v.players).length === 2);
      expect(bobView.players.bob.optionSettings).toEqual(specDefaults);
      expect(bobView.players.ann.optionSettings).toEqual(specDefaults);
    } finally {
      g.close();
    }
  });

  it('starts a player whose stored settings are from before, or malformed, on the spec defaults without an error', async () => {
    // cat's row predates optionSettings; dan's holds values no save would accept.
    await t.server.ctx.db.update(users).set({ settings: { background: 'ember', cardSize: 'normal' } }).where(eq(users.id, cat.id));
    await t.server.ctx.db
      .update(users)
      .set({ settings: { cardSize: 'huge', optionSettings: { bluffTimer: 'seven', alertTimer: 99, compactLayout: 'no', leftMode: false, noAttackAlerts: 3 } } })
      .where(eq(users.id, dan.id));
    const g = await startTwoPlayerGame(t, cat, dan);
    try {
      expect((await g.players.cat.until((v) => Object.keys(v.players).length === 2)).players.cat.optionSettings).toEqual(specDefaults);
      // Each malformed field falls back on its own; dan's one well-formed choice (left mode off) is kept.
      expect((await g.players.dan.until((v) => Object.keys(v.players).length === 2)).players.dan.optionSettings).toEqual({ ...specDefaults, leftMode: false });
    } finally {
      g.close();
    }
    // The account reads the same way: a valid user with the defaults where the row was malformed.
    const self = await call(t.url, 'POST', '/api/account/checkauth', undefined, dan.token);
    expect(self.status).toBe(200);
    expect(UserResponse.parse(self.body).user.settings).toMatchObject({ cardSize: 'normal', optionSettings: { ...specDefaults, leftMode: false } });
  });

  const good = { background: 'none', cardSize: 'small', useSquareCards: false, eloOptOut: false, optionSettings: { bluffTimer: 3, alertTimer: 4 } };
  it.each([
    [{ optionSettings: { bluffTimer: 11 } }, BLUFF_TIMER_RULE],
    [{ optionSettings: { bluffTimer: -1 } }, BLUFF_TIMER_RULE],
    [{ optionSettings: { bluffTimer: 2.5 } }, BLUFF_TIMER_RULE],
    [{ optionSettings: { alertTimer: '3' } }, ALERT_TIMER_RULE],
    [{ optionSettings: { alertTimer: 10.5 } }, ALERT_TIMER_RULE],
    [{ cardSize: 'huge' }, CARD_SIZE_RULE],
    [{ cardSize: 'extra-large' }, CARD_SIZE_RULE],
  ])('refuses a profile save with %j with the field error, storing nothing', async (change, message) => {
    const before = (await t.server.ctx.db.select().from(users).where(eq(users.id, bob.id)))[0];
    const res = await call(t.url, 'PUT', '/api/account/bob', { email: 'bob@example.test', settings: { ...good, ...change } }, bob.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect((await t.server.ctx.db.select().from(users).where(eq(users.id, bob.id)))[0]).toEqual(before);
  });
});
