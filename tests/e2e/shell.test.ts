import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

describe('site shell in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows the lobby with the menu and the empty games list', async () => {
    await page.goto(`${t.url}/`);
    await expect.poll(() => page.getByText('No games are currently in progress').isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Play', 'Cards', 'Rules', 'Login', 'Register']) {
      expect(await nav.getByText(item, { exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByText('Decks', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Please log in to be able to start a new game').isVisible()).toBe(true);
  });

  it('opens the Cards page from the menu', async () => {
    await page.getByRole('link', { name: 'Cards' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'All Cards' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${t.url}/cards`);
  });

  it('shows Not Found for an unknown route, also after a reload', async () => {
    await page.goto(`${t.url}/no/such/page`);
    await expect.poll(() => page.getByText("Sorry, the page you were looking for couldn't be found.").isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText("Sorry, the page you were looking for couldn't be found.").isVisible()).toBe(true);
  });
});
