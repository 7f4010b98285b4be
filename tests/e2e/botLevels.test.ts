import { expect, it } from 'vitest';
import { precons } from '../../src/engine';
import { describeBotLevelGames } from './botLevelGames';
import { contextFor, createUser, openLobby } from './lobbySupport';

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

  it("the owner of a game against the bot chooses the bot's precon, which the bot then plays", async () => {
    const { t, browser } = fixture;
    const username = `botdeck${Date.now() % 100_000}`;
    const page = await (await contextFor(browser, await createUser(t, username))).newPage();
    await openLobby(page, `${t.url}/`, username);
    await page.getByRole('button', { name: 'Fight!' }).click();
    await page.getByRole('checkbox', { name: 'Play against the bot' }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    const botLine = page.getByTestId('pending-player').filter({ hasText: 'Bot (' });
    await botLine.getByRole('button', { name: "Choose the bot's deck" }).click();
    const dialog = page.getByRole('dialog', { name: "The Bot's Deck" });
    const choices = dialog.getByTestId('deck-choice');
    await choices.first().waitFor();
    // The precons only, as many as the catalogue has; one other than the lobby's random pick is chosen.
    const botDeck = () => [...(t.server.ctx.lobby!.gameOf(username)?.players.values() ?? [])].find((p) => p.isBot)?.deck?.name;
    expect(await choices.count()).toBe(precons.length);
    const random = botDeck();
    const target = choices.filter({ hasNotText: random });
    const name = (await target.first().locator('span').first().textContent())!;
    await target.first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(name).not.toBe(random);
    await expect.poll(botDeck).toBe(name);
    // The game starts with that deck in the bot's seat.
    await page.getByRole('button', { name: 'Select deck...' }).first().click();
    await page.getByRole('button', { name: /Choose for me/ }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('game-board').waitFor({ timeout: 20_000 });
    const live = [...(t.server.ctx.gameNode?.games.values() ?? [])].find((g) => g.meta.owner === username)!;
    const bot = live.state.order.find((n) => live.state.players[n].isBot)!;
    const setupDeck = live.state.setup.players.find((p) => p.name === bot)!.deck;
    const chosen = precons.find((x) => x.name === name);
    expect(chosen, `a precon named ${name}`).toBeDefined();
    expect(setupDeck.cards).toEqual(chosen!.cards);
    await page.context().close();
  });
});
