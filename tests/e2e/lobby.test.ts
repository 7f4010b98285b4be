import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { contextFor, createUser, openLobby, type Session } from './lobbySupport';

const status = (page: Page) => page.getByTestId('pending-status').textContent();
const row = (page: Page, name: string) => page.getByTestId('game-row').filter({ hasText: name });

async function createGame(page: Page, name: string, options: { password?: string; format?: string } = {}) {
  await page.getByRole('button', { name: 'Fight!' }).click();
  await page.getByLabel('Name').fill(name);
  if (options.format) await page.getByRole('radio', { name: new RegExp(options.format) }).click();
  if (options.password) {
    await page.getByLabel('Password protect this game').check();
    await page.getByLabel('Password', { exact: true }).fill(options.password);
  }
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByTestId('pending-status').waitFor();
}

describe('lobby: two players in Chromium against the real server', () => {
  let t: TestServer;
  let browser: Browser;
  const s: Record<string, Session> = {};
  const pages: Record<string, Page> = {};
  const page = async (name: string) => {
    pages[name] ??= await (await contextFor(browser, s[name] ?? null)).newPage();
    return pages[name];
  };

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const names = ['alice', 'bob', 'carol', 'dave', 'erin'];
    const sessions = await Promise.all(names.map((name) => createUser(t, name, { gamesPlayed: name === 'bob' ? 40 : 0 })));
    names.forEach((name, i) => (s[name] = sessions[i]));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('validates the New Game form and creates a game the others see live', async () => {
    const alice = await page('alice');
    await openLobby(alice, `${t.url}/`, 'alice');
    await alice.getByRole('button', { name: 'Fight!' }).click();
    expect(await alice.getByLabel('Name').inputValue()).toBe("alice's game");
    // Site-spec 3: the option is offered, off by default.
    expect(await alice.getByLabel('Hide opponent decklists').isChecked()).toBe(false);
    await alice.getByLabel('Name').fill('');
    await alice.getByRole('button', { name: 'Create' }).click();
    await alice.getByText('You must specify a name for the game').waitFor();
    await alice.getByLabel('Name').fill('x'.repeat(65));
    await alice.getByRole('button', { name: 'Create' }).click();
    await alice.getByText('Game name must be less than 64 characters').waitFor();
    await alice.getByRole('button', { name: 'Cancel' }).click();
    await createGame(alice, 'Duel at dawn');
    expect(await status(alice)).toBe('Waiting for players...');

    const bob = await page('bob');
    await openLobby(bob, `${t.url}/`, 'bob');
    const duel = row(bob, 'Duel at dawn');
    await duel.waitFor();
    expect(await duel.getByRole('img', { name: 'New player' }).count()).toBe(1); // alice has played 0 games
    expect(await duel.getByText('Created').isVisible()).toBe(true);
    expect(await duel.getByRole('button', { name: 'Watch' }).count()).toBe(0);
  });

  it('asks anonymous visitors to log in before joining', async () => {
    const anon = await page('anon');
    await openLobby(anon, `${t.url}/`);
    await row(anon, 'Duel at dawn').getByRole('button', { name: 'Join' }).click();
    await anon.getByText('Please login before trying to join a game').waitFor();
  });

  it('joins, selects decks (a precon and choose for me), chooses champions, starts and lands on the board', async () => {
    const [alice, bob] = [await page('alice'), await page('bob')];
    await row(bob, 'Duel at dawn').getByRole('button', { name: 'Join' }).click();
    await bob.getByTestId('pending-status').waitFor();
    await expect.poll(() => status(alice)).toBe('Waiting for players to select decks');
    await alice.getByTestId('pending-player').filter({ hasText: 'bob' }).waitFor();

    await alice.getByRole('button', { name: 'Select deck...' }).click();
    await alice.getByRole('tab', { name: 'Pod Precons' }).click();
    const first = alice.getByTestId('deck-choice').first();
    const deckName = (await first.locator('span').first().textContent())!;
    await first.click();
    await alice.getByTestId('deck-name').filter({ hasText: deckName }).waitFor();
    // Decklists are not hidden in this game: bob opens alice's list from the pending game.
    await bob.getByTestId('pending-player').filter({ hasText: 'alice' }).getByRole('button', { name: 'View decklist' }).click();
    await bob.getByTestId('decklist').getByText(deckName).waitFor();
    await bob.getByRole('button', { name: 'Close' }).click();

    // Choose Champions: exactly 3, clicking a chosen one removes it.
    await alice.getByRole('button', { name: 'Choose champions' }).click();
    await alice.getByRole('heading', { name: 'Choose Champions' }).waitFor();
    const confirm = alice.getByRole('button', { name: 'Confirm' });
    const chosen = alice.locator('[data-testid="champion"][aria-pressed="true"]');
    await expect.poll(() => chosen.count()).toBe(3);
    await chosen.first().click();
    expect(await chosen.count()).toBe(2);
    expect(await confirm.isDisabled()).toBe(true);
    await alice.locator('[data-testid="champion"][aria-pressed="false"]').first().click();
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();

    await bob.getByRole('button', { name: 'Select deck...' }).click();
    await bob.getByRole('button', { name: /Choose for me/ }).click();
    await expect.poll(() => status(alice)).toBe('Ready to begin, click start to begin the game');
    await expect.poll(() => status(bob)).toBe('Ready to begin, waiting for opponent to start the game');
    expect(await bob.getByRole('button', { name: 'Start' }).count()).toBe(0);

    await alice.getByRole('button', { name: 'Start' }).click();
    await alice.getByTestId('game-board').waitFor({ timeout: 20_000 });
    await bob.getByTestId('game-board').waitFor({ timeout: 20_000 });
    await alice.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Concede' }).waitFor();
    await alice.getByTestId('game-connection').waitFor();
  });

  it('lets a third user watch the started game', async () => {
    const carol = await page('carol');
    await openLobby(carol, `${t.url}/`, 'carol');
    const duel = row(carol, 'Duel at dawn');
    await duel.getByText('Started').waitFor();
    expect(await duel.getByRole('button', { name: 'Join' }).count()).toBe(0);
    await duel.getByRole('button', { name: 'Watch' }).click();
    await carol.getByTestId('game-board').waitFor({ timeout: 20_000 });
    expect(await carol.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Concede' }).count()).toBe(0);
  });

  it('asks for the password: a wrong one is refused, the right one joins', async () => {
    const [dave, erin] = [await page('dave'), await page('erin')];
    await openLobby(dave, `${t.url}/`, 'dave');
    await createGame(dave, 'Locked room', { password: 'secret' });
    await openLobby(erin, `${t.url}/`, 'erin');
    await row(erin, 'Locked room').getByRole('img', { name: 'Password protected' }).waitFor();
    await row(erin, 'Locked room').getByRole('button', { name: 'Join' }).click();
    const panel = erin.getByRole('form', { name: /Password required/ });
    await panel.getByLabel('Password').fill('wrong');
    await panel.getByRole('button', { name: 'Join' }).click();
    await panel.getByRole('alert').getByText('Incorrect game password').waitFor();
    await panel.getByLabel('Password').fill('secret');
    await panel.getByRole('button', { name: 'Join' }).click();
    await erin.getByTestId('pending-status').waitFor();
    await expect.poll(() => status(dave)).toBe('Waiting for players to select decks');
  });

  it('leaves a pending game, and resets an unknown game id in the URL with an error toast', async () => {
    const erin = await page('erin');
    await erin.getByRole('button', { name: 'Leave' }).click();
    await erin.getByRole('button', { name: 'Fight!' }).and(erin.locator(':enabled')).waitFor();
    await erin.goto(`${t.url}/play/no-such-game`);
    await erin.getByText('The game you tried to join was not found.').waitFor();
    await expect.poll(() => new URL(erin.url()).pathname).toBe('/');
  });

  it('joins a game named in the URL (?gameId=)', async () => {
    const [dave, erin] = [await page('dave'), await page('erin')];
    await expect.poll(() => status(dave)).toBe('Waiting for players...');
    const id = await row(dave, 'Locked room').getAttribute('data-game-id');
    await dave.getByRole('button', { name: 'Leave' }).click();
    await createGame(dave, 'Open table');
    const openId = await row(dave, 'Open table').getAttribute('data-game-id');
    expect(openId).not.toBe(id);
    await erin.goto(`${t.url}/play?gameId=${openId}`);
    await erin.getByTestId('pending-status').waitFor();
    await expect.poll(() => status(dave)).toBe('Waiting for players to select decks');
  });
});
