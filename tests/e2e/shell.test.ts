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

  it('loads a lobby popover\'s code on first use, and opens it for a press made before the code came', async () => {
    const { t, page } = fixture;
    // Headless UI's menus and popovers are no part of the first load (ui/deferred.tsx): held here until released.
    const kit = /\/assets\/headlessKit-[^/]+\.js$/;
    const requested: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(kit, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(`${t.url}/`);
    await page.getByText('No games are currently in progress').waitFor();
    expect(requested).toEqual([]);
    // The press lands on the stand-in button while the kit is still on its way.
    await page.getByRole('button', { name: /Show game types/ }).click();
    await expect.poll(() => requested.length).toBe(1);
    release();
    await page.locator('fieldset legend', { hasText: 'Show game types' }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.unroute(kit);
  });
});
