import { expect, it } from 'vitest';
import { describeBotLevelGames } from './botLevelGames';

// The Strong and Expert games are in botLevelsSearch.test.ts, so two browser files share the time.
describeBotLevelGames('games against the rule bot levels, and /practice, in Chromium against the real server', ['novice', 'standard'], (fixture) => {
  it('/practice: the level picker names the bot and starts a new game at the picked level; the bot thinks in a Web Worker', async () => {
    const { t, page } = fixture;
    const owners = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=board-mirror] button')].map((b) => (b.getAttribute('aria-label') ?? '').split("'s ")[0]));
    await page.goto(`${t.url}/practice?level=expert&seed=5&botDelay=15`);
    const picker = page.getByTestId('bot-level-picker');
    await picker.waitFor();
    await expect.poll(owners, { timeout: 20_000 }).toContain('Ember Bot (Expert)');
    expect(await picker.getByRole('radio', { name: /^Expert/ }).isChecked()).toBe(true);
    await picker.getByRole('radio', { name: /^Novice/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('level')).toBe('novice');
    await expect.poll(owners, { timeout: 20_000 }).toContain('Ember Bot (Novice)');
    // Bot against bot: every move comes from the page's bot worker.
    await page.goto(`${t.url}/practice?watch=1&level=strong&botDelay=15`);
    const stateId = () => page.getByTestId('game-board').getAttribute('data-state-id').then(Number);
    await expect.poll(stateId, { timeout: 20_000 }).toBeGreaterThan(5);
    expect(page.workers().length).toBeGreaterThan(0);
  });
});
