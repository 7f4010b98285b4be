import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeckbuildable } from '../../src/engine/deckbuilding';
import { Deck } from '../../src/protocol/decks';
import { hashPassword } from '../../src/server/auth/passwords';
import { users } from '../../src/server/db/schema';
import { caller, legalDeck, makeUser, type Caller } from '../integration/decksSupport';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/** A verified user with a password, so the browser logs in through the real login call. */
async function player(t: TestServer, username: string, password: string): Promise<void> {
  await t.server.ctx.db.insert(users).values({
    id: randomUUID(),
    username,
    usernameLower: username,
    email: `${username}@example.test`,
    emailLower: `${username}@example.test`,
    passwordHash: await hashPassword(password),
    verified: true,
  });
}

describe('decks in Chromium', () => {
  let home: TestServer;
  let away: TestServer;
  let browser: Browser;
  let page: Page;
  let owner: Caller;
  let me: Caller;
  beforeAll(async () => {
    home = await startTestServer();
    [away, browser] = await Promise.all([startTestServer('pglite', { DECK_SITES: home.url }), launchBrowser()]);
    owner = (await makeUser(home, 'owner')).call;
    await player(away, 'player', 'secret-password');
    const login = await fetch(`${away.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'player', password: 'secret-password' }),
    });
    const tokens = (await login.json()) as { token: string; refreshToken: string };
    me = caller(away.url, tokens.token);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The spec's startup: stored tokens under token and refreshToken make the user logged in. Seeded
    // once only: the client rotates the refresh token, and replaying the old one would end the session.
    await page.addInitScript(([access, refresh]) => {
      if (localStorage.getItem('refreshToken')) return;
      localStorage.setItem('token', access);
      localStorage.setItem('refreshToken', refresh);
    }, [tokens.token, tokens.refreshToken]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([home?.stop(), away?.stop()]);
  });

  const view = () => page.getByTestId('deck-view');
  const seen = (text: string, root: Page | ReturnType<Page['locator']> = page) => expect.poll(() => root.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);

  it('types a deck into the editor, sees it turn valid, and saves it', async () => {
    const catalogue = away.server.ctx.catalog.cards.filter(isDeckbuildable);
    const champion = catalogue.find((c) => c.type === 'Champion')!;
    const cards = catalogue.filter((c) => c.type !== 'Champion').slice(0, 6);
    await page.goto(`${away.url}/decks/add`);
    await page.getByLabel('Deck Name').fill('My E2E Deck');
    const lines = [`1 ${champion.name}`, ...cards.slice(0, 5).map((c, i) => `${i === 0 ? '3x' : '3'} ${c.name.toUpperCase()}${i === 0 ? ' ff' : ''}`)];
    await page.getByLabel('Cards').fill(lines.join('\n'));
    await page.getByLabel('Dice').fill('5 nat\n5 cer');
    await expect.poll(() => view().getByTestId('deck-status').textContent()).toBe('Invalid');
    await seen('A deck needs exactly 18 cards: this one has 15.');
    await page.getByLabel('Cards').press('End');
    await page.getByLabel('Cards').pressSequentially(`\n3x ${cards[5].name}`);
    await expect.poll(() => view().getByTestId('deck-status').textContent()).toBe('Valid');
    await seen('Total: 18');
    await page.getByRole('button', { name: 'Save Deck' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/decks');
    const saved = Deck.parse((await me('GET', '/api/decks')).json.decks[0]);
    expect(saved).toMatchObject({ name: 'My E2E Deck', champions: [champion.id], dicepool: [{ magic: 'natural', count: 5 }, { magic: 'ceremonial', count: 5 }] });
    expect(saved.cards[0]).toEqual({ id: cards[0].id, count: 3, ff: true });
  });

  it('finds it on page 2 after 8 newer decks, favourites it and copies it', async () => {
    for (let i = 1; i <= 8; i++) await me('POST', '/api/decks', legalDeck(away, `Newer ${i}`));
    await page.goto(`${away.url}/decks`);
    await seen('Newer 8');
    expect(await page.getByText('My E2E Deck', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await seen('Page 2 of 2');
    await page.getByRole('button', { name: 'My E2E Deck' }).click();
    await seen('My E2E Deck', view());
    await view().getByRole('button', { name: 'Favourite' }).click();
    await expect.poll(async () => (await me('GET', '/api/decks?favourite=true')).json.numDecks).toBe(1);
    expect(await view().getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    await view().getByRole('button', { name: 'Copy', exact: true }).click();
    await seen('My E2E Deck (Copy)', view());
  });

  it('deletes the copy with the two-step confirm', async () => {
    await view().getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByText('Deck deleted successfully').count()).toBe(0);
    await view().getByRole('button', { name: 'Are you sure? Delete' }).click();
    await seen('Deck deleted successfully');
    await expect.poll(() => page.getByText('Deck deleted successfully').count(), { timeout: 3000 }).toBe(0);
    expect((await me('GET', '/api/decks?name=(Copy)')).json.numDecks).toBe(0);
    expect((await me('GET', '/api/decks')).json.numDecks).toBe(9);
  });

  it('imports a deck shared on a second server, and updates it after its owner changed it', async () => {
    const shared = Deck.parse((await owner('POST', '/api/decks', legalDeck(home, 'From Afar'))).json.deck);
    // In-app navigation, as a user would: a reload would only exercise the login startup again.
    await page.getByRole('link', { name: 'Import' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/decks/import');
    await page.getByRole('button', { name: 'Import' }).click();
    await seen('You must specify the deck link');
    await page.getByLabel('Deck Link').fill(`${home.url}/decks/share/00000000-0000-0000-0000-000000000000`);
    await page.getByRole('button', { name: 'Import' }).click();
    await seen('The URL you entered is invalid. Please check it and try again.');
    await page.getByLabel('Deck Link').fill(`${home.url}/decks/share/${shared.shareUuid}`);
    await page.getByRole('button', { name: 'Import' }).click();
    await seen('Deck added successfully');
    // The list is fetched again before the page moves to it: a wait, not a timing claim (poll's default 1 s failed once in CI).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/decks');
    await seen('From Afar', view());

    await owner('PUT', `/api/decks/${shared._id}`, { ...legalDeck(home, 'From Afar, revised'), notes: 'Second edition' });
    await view().getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Update' }).click();
    await seen('Deck updated successfully');
    await seen('From Afar, revised', view());
    await seen('Second edition', view());
  });

  it('/decks/edit opens the selected deck under its own URL, and a bad id says not found', async () => {
    // In-app navigation (the selected deck lives in the page), as a link to /decks/edit would do it.
    await page.evaluate(() => {
      history.pushState(null, '', '/decks/edit');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const selected = Deck.array().parse((await me('GET', '/api/decks')).json.decks).find((d) => d.name === 'From Afar, revised')!;
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/decks/edit/${selected._id}`);
    await expect.poll(() => page.getByLabel('Deck Name').inputValue()).toBe('From Afar, revised');
    await page.reload();
    await expect.poll(() => page.getByLabel('Deck Name').inputValue()).toBe('From Afar, revised');
    for (const bad of ['not-a-uuid', randomUUID()]) {
      await page.goto(`${away.url}/decks/edit/${bad}`);
      await seen('The specified deck was not found');
    }
  });
});
