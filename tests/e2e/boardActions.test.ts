import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { contextFor, createUser, openLobby, startSoloGame } from './lobbySupport';

mkdirSync('.tmp', { recursive: true });

/**
 * The board's action registry in a real solo game on the real server: Pitch from a card's visible
 * menu with the mouse, the prompt answered with a digit, Esc and Space, Z zooming the hovered card,
 * and no shortcut while typing in the chat.
 */
describe('board actions and shortcuts, in Chromium against a server-hosted solo game', () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let board: BoardDriver;
  const settle = { timeout: 10_000 };
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    page = await (await contextFor(browser, await createUser(t, 'keysmith'))).newPage();
    board = new BoardDriver(page);
    await openLobby(page, `${t.url}/`, 'keysmith');
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /**
   * Until it is our turn: the chimera may attack, so block nothing and pass, by a click (read and pressed in one
   * task of the page, BoardDriver.untilOwnTurn) or by Space (a real key press, so the prompt is read just before it).
   */
  async function untilOurTurn(answer: 'click' | 'space'): Promise<void> {
    if (answer === 'click') return board.untilOwnTurn();
    await expect
      .poll(
        async () => {
          if (/Your turn/.test(await board.promptText())) return true;
          const ok = page.getByRole('dialog').getByRole('button', { name: 'Ok' });
          if (await ok.count()) await ok.first().click({ timeout: 2000 }).catch(() => undefined);
          const button = board.prompt().getByRole('button', { name: /^(Done|Pass)$/ });
          if ((await button.count()) && (await button.first().isEnabled()) && !/Your turn/.test(await board.promptText())) await page.keyboard.press('Space');
          return false;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
  }

  it('starts a solo game and reaches the player\'s turn', async () => {
    await startSoloGame(page);
    await board.waitForBoard();
    await untilOurTurn('click');
  });

  it('pitches a hand card from its menu: the icon opens it, Pitch is listed with the card\'s bacon, a click pitches', async () => {
    const hand = await board.uuids('me hand');
    const card = hand[hand.length - 1]!; // the rightmost: its corner is not under another card
    await board.openCardMenu(card);
    await expect.poll(async () => (await board.menuItems()).map((i) => i.id), settle).toContain('card.pitch');
    expect((await board.menuItems()).map((i) => i.id)).toEqual(expect.arrayContaining(['card.inspect', 'card.zoom']));
    // The mirror lists the same item, worded with the card's pitch value.
    const named = board.mirror().locator(`li[data-uuid="${card}"]`).getByRole('button', { name: /: Pitch for \d+ bacon$/ });
    expect(await named.count()).toBe(1);
    await page.screenshot({ path: '.tmp/board-card-menu-1280x800.png' });
    const pitch = (await board.menuItems()).find((i) => i.id === 'card.pitch')!;
    await page.mouse.click(pitch.x, pitch.y);
    await expect.poll(() => board.uuids('me spent'), settle).toContain(card);
    expect(await board.uuids('me hand')).not.toContain(card);
    expect(await board.menuItems()).toEqual([]);
  });

  it('zooms the hovered card with Z; Z again and Esc close it', async () => {
    const card = (await board.uuids('me hand'))[0]!;
    const box = (await board.cardBox(card))!;
    await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2);
    const pin = page.getByTestId('zoom-pin');
    await page.keyboard.press('z');
    await pin.waitFor({ timeout: 5000 });
    await page.screenshot({ path: '.tmp/board-zoom-1280x800.png' });
    await page.keyboard.press('z');
    await pin.waitFor({ state: 'detached', timeout: 5000 });
    await page.keyboard.press('z');
    await pin.waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await pin.waitFor({ state: 'detached', timeout: 5000 });
    await page.mouse.move(5, 5);
  });

  it('leaves keys alone while typing in the chat', async () => {
    const before = await board.promptText();
    // A hovered card: Z outside the chat would zoom it.
    const box = (await board.cardBox((await board.uuids('me hand'))[0]!))!;
    await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2);
    const chat = page.getByRole('region', { name: 'Chat' });
    const input = chat.getByRole('textbox', { name: 'Chat message' });
    await input.focus();
    await input.pressSequentially('z1 2');
    expect(await input.inputValue()).toBe('z1 2');
    // A line sent after those keys comes back from the server: whatever they had sent would be back too.
    await input.press('Enter');
    await chat.getByText('z1 2').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('zoom-pin').count()).toBe(0);
    expect(await board.promptText()).toBe(before);
    // Out of the chat, the same Z zooms the hovered card.
    await input.blur();
    await page.keyboard.press('z');
    await page.getByTestId('zoom-pin').waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await page.getByTestId('zoom-pin').waitFor({ state: 'detached', timeout: 5000 });
    await page.mouse.move(5, 5);
  });

  it('answers the prompt with keys: 1 presses Attack, Esc presses Cancel, Enter and Space the main button (End turn)', async () => {
    const attack = board.prompt().getByRole('button', { name: 'Attack', exact: true });
    expect(await attack.getAttribute('aria-keyshortcuts')).toBe('1');
    expect(await attack.getAttribute('title')).toBe('(keys: 1)');
    await expect.poll(() => attack.isEnabled(), settle).toBe(true);
    await page.keyboard.press('1');
    await expect.poll(() => board.promptText(), settle).toMatch(/Choose attackers/);
    const cancel = board.prompt().getByRole('button', { name: 'Cancel' });
    expect(await cancel.getAttribute('aria-keyshortcuts')).toBe('2 Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => board.promptText(), settle).toMatch(/Your turn/);
    const end = board.prompt().getByRole('button', { name: /^(End turn|Pass)$/ });
    expect(await end.getAttribute('aria-keyshortcuts')).toBe('2 Space Enter');
    await page.screenshot({ path: '.tmp/board-prompt-keys-1280x800.png' });
    await page.keyboard.press('Enter');
    await expect.poll(() => board.promptText(), settle).not.toMatch(/Your turn/);
    // The chimera's turn answered with Space (Done, Pass), then our next turn ended with Space.
    await untilOurTurn('space');
    await page.keyboard.press('Space');
    await expect.poll(() => board.promptText(), settle).not.toMatch(/Your turn/);
  });

  it('lists the shortcuts in the game menu', async () => {
    const list = page.getByTestId('shortcut-list');
    await list.getByText('Keys', { exact: true }).click();
    await list.getByText('Zoom the card under the mouse (or focused in the board list)').waitFor();
    expect(await list.locator('kbd').allInnerTexts()).toEqual(['Space / Enter', '1 – 9', 'Esc', 'Z', 'Shift+1 – 3', '+ / -', 'Alt + click']);
    await page.screenshot({ path: '.tmp/board-shortcuts-1280x800.png' });
    await list.getByText('Keys', { exact: true }).click();
  });
});
