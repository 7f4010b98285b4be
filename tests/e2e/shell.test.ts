import { describe, expect, it } from 'vitest';
import { useServerAndPage } from './serverAndPage';

describe('site shell in Chromium', () => {
  const fixture = useServerAndPage();

  it('shows the lobby with the menu and the empty games list', async () => {
    const { t, page } = fixture;
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
    const { t, page } = fixture;
    await page.getByRole('link', { name: 'Cards' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'All Cards' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${t.url}/cards`);
  });

  it('shows Not Found for an unknown route, also after a reload', async () => {
    const { t, page } = fixture;
    await page.goto(`${t.url}/no/such/page`);
    await expect.poll(() => page.getByText("Sorry, the page you were looking for couldn't be found.").isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText("Sorry, the page you were looking for couldn't be found.").isVisible()).toBe(true);
  });
});
