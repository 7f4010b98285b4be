import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitedPlayer, viewFor } from '../../src/engine';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { BoardDriver } from './boardDriver';
import { CARD_AT, playThroughCanvas, pressCard } from './canvasPlay';
import { contextFor, createUser, openLobby, type Session } from './lobbySupport';

/** The stats bars' flags drawn on the canvas (DISCONNECTED, LEFT), found in the Pixi scene. */
const FLAGS = `(() => {
  let root = window.__boardLayer;
  while (root && root.parent) root = root.parent;
  const out = [];
  const walk = (n) => {
    if (n.label === 'disconnected-flag' && n.visible) out.push(n.text);
    for (const c of n.children || []) walk(c);
  };
  if (root) walk(root);
  return out;
})()`;

describe('a live game session: two players and a spectator on a server-hosted game, in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  const s: Record<string, Session> = {};
  const contexts: Record<string, BrowserContext> = {};
  const pages: Record<string, Page> = {};
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  /** The game socket's frames as alice's page receives them: every view must come as a patch. */
  const frames = { patches: 0, fullViews: 0 };

  const live = () => {
    const games = [...(t.server.ctx.gameNode?.games.values() ?? [])].filter((g) => !g.finished);
    if (games.length !== 1) throw new Error(`expected one running game, found ${games.length}`);
    return games[0];
  };
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Game menu' });

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const names = ['alice', 'bob', 'carol'];
    const sessions = await Promise.all(names.map((name) => createUser(t, name)));
    for (const [i, name] of names.entries()) {
      s[name] = sessions[i];
      // A smaller window: three boards drawn by software WebGL on a shared machine.
      contexts[name] = await contextFor(browser, s[name], { width: 1100, height: 700 });
      pages[name] = await contexts[name].newPage();
      pages[name].on('pageerror', (e) => pageErrors.push(`${name}: ${e.message}`));
      pages[name].on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(`${name}: ${m.text()}`);
      });
    }
    pages.alice.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (/^42\/game\/[^,]+,\["gamepatch"/.test(text)) frames.patches++;
        else if (/^42\/game\/[^,]+,\["gamestate"/.test(text)) frames.fullViews++;
      });
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('starts a game between two players through the lobby', async () => {
    const { alice, bob, carol } = pages;
    await Promise.all([openLobby(alice, `${t.url}/`, 'alice'), openLobby(bob, `${t.url}/`, 'bob'), openLobby(carol, `${t.url}/`, 'carol')]);
    await alice.getByRole('button', { name: 'Fight!' }).click();
    await alice.getByLabel('Name').fill('Session duel');
    await alice.getByRole('button', { name: 'Create' }).click();
    await bob.getByTestId('game-row').filter({ hasText: 'Session duel' }).getByRole('button', { name: 'Join' }).click();
    for (const p of [alice, bob]) {
      await p.getByRole('button', { name: 'Select deck...' }).click();
      await p.getByRole('button', { name: /Choose for me/ }).click();
    }
    await alice.getByRole('button', { name: 'Start' }).click();
    const [a, b] = [new BoardDriver(alice), new BoardDriver(bob)];
    await Promise.all([a.waitForBoard(), b.waitForBoard()]);
  }, 40_000);

  it('plays 20 moves through the canvas and the prompt, every view after the first from the server’s patches', async () => {
    const driver = { alice: new BoardDriver(pages.alice), bob: new BoardDriver(pages.bob) };
    const start = live().state.stateId;
    const { moves, canvasMoves } = await playThroughCanvas({ state: () => live().state, pages: { alice: pages.alice, bob: pages.bob }, input: 'mouse', moves: 20, deadline: Date.now() + 30_000 });
    expect(moves).toBe(20);
    expect(canvasMoves).toBeGreaterThanOrEqual(5);
    expect(live().state.stateId - start).toBeGreaterThanOrEqual(20);

    // What each board shows is the server's own view of the last state, reached by patches.
    for (const name of ['alice', 'bob'] as const) {
      const hand = viewFor(live().state, name).players[name].cardPiles.hand.map((c) => c.uuid);
      await expect.poll(() => driver[name].uuids('me hand'), { timeout: 5000 }).toEqual(hand);
    }
    expect(frames.patches).toBeGreaterThanOrEqual(20);
    expect(frames.fullViews).toBeLessThanOrEqual(3);
  }, 45_000);

  it('shows a spectator to everyone: the count and the names on hover, for players and the spectator', async () => {
    const { alice, bob, carol } = pages;
    await carol.getByTestId('game-row').filter({ hasText: 'Session duel' }).getByRole('button', { name: 'Watch' }).click();
    await new BoardDriver(carol).waitForBoard();
    for (const p of [alice, bob, carol]) await menu(p).getByText('Spectators: 1').waitFor({ timeout: 10_000 });
    await menu(bob).getByText('Spectators: 1').hover();
    await menu(bob).getByRole('tooltip').getByText('carol').waitFor();
  }, 40_000);

  it('shows the game’s name on the board and as the page title, styles chat names by role, and a player’s mute silences the spectator', async () => {
    const { alice, bob, carol } = pages;
    for (const p of [alice, carol]) {
      await expect.poll(() => p.getByTestId('game-name').textContent()).toBe('Session duel');
      await expect.poll(() => p.title()).toBe('Session duel · Emberhall');
    }
    const chat = (p: Page) => p.getByRole('region', { name: 'Chat' });
    const input = (p: Page) => chat(p).getByRole('textbox', { name: 'Chat message' });
    // The spectator speaks while allowed; every reader sees the name with the role the server gave it.
    await input(carol).fill('good luck');
    await input(carol).press('Enter');
    await chat(alice).locator('.user-role', { hasText: 'carol' }).waitFor({ timeout: 5000 });
    // Spectators have no toggle; a player's mutes them for everyone and the log says so.
    expect(await chat(carol).getByRole('button', { name: /mute spectators/i }).count()).toBe(0);
    await chat(alice).getByRole('button', { name: 'Mute spectators' }).click();
    await chat(alice).getByText('You mute spectators').waitFor({ timeout: 5000 });
    await chat(bob).getByText('alice mutes spectators').waitFor({ timeout: 5000 });
    await chat(carol).getByText('alice mutes spectators').waitFor({ timeout: 5000 });
    await expect.poll(() => input(carol).isDisabled()).toBe(true);
    expect(await input(carol).getAttribute('placeholder')).toBe('Spectators cannot chat in this game');
    // Either player unmutes: the spectator's input opens again.
    await chat(bob).getByRole('button', { name: 'Unmute spectators' }).click();
    await chat(carol).getByText('bob unmutes spectators').waitFor({ timeout: 5000 });
    await expect.poll(() => input(carol).isEnabled()).toBe(true);
  }, 20_000);

  it('lists a player’s own deck by name in manual mode, from the server’s view, and tells the others', async () => {
    const { alice, bob, carol } = pages;
    await alice.getByRole('button', { name: 'Manual mode', exact: true }).click();
    await bob.getByRole('dialog').filter({ hasText: 'alice asks to turn on manual mode' }).getByRole('button', { name: 'Accept' }).click();
    await alice.getByRole('button', { name: 'Manual mode: on' }).waitFor({ timeout: 5000 });
    const size = live().state.players.alice.piles.deck.length;
    await new BoardDriver(alice).mirror().getByRole('button', { name: /^Your deck, \d+ cards?$/ }).dispatchEvent('click');
    const deck = alice.getByRole('dialog', { name: /: deck \(\d+\)$/ });
    await expect.poll(() => deck.getByRole('button', { name: 'to hand' }).count(), { timeout: 5000 }).toBe(size);
    // The names, in the server's order (the top card, drawn next, first).
    const order = viewFor(live().state, 'alice').players.alice.cardPiles.deck.map((c) => c.name);
    expect(await deck.locator('li > button:first-child').allTextContents()).toEqual(order);
    for (const p of [bob, carol]) await p.getByRole('log').filter({ hasText: 'alice looks at their deck' }).first().waitFor({ timeout: 5000 });
    await deck.getByRole('button', { name: /^Close / }).click();
    await alice.getByRole('button', { name: 'Manual mode: on' }).click();
    await alice.getByRole('button', { name: 'Manual mode', exact: true }).waitFor({ timeout: 5000 });
  }, 30_000);

  it('shows the opponent typing in the chat header, and a refused move’s reason near the prompt', async () => {
    const { alice, bob, carol } = pages;
    await bob.getByRole('textbox', { name: 'Chat message' }).pressSequentially('gg', { delay: 20 });
    await alice.getByRole('region', { name: 'Chat' }).getByRole('status').getByText('bob is typing...').waitFor({ timeout: 5000 });
    await carol.getByRole('region', { name: 'Chat' }).getByText('bob is typing...').waitFor({ timeout: 5000 });

    // The player not awaited clicks a card of their hand on the canvas: the engine refuses it.
    const waiting = awaitedPlayer(live().state) === 'alice' ? 'bob' : 'alice';
    const driver = new BoardDriver(pages[waiting]);
    const card = (await driver.uuids('me hand'))[0];
    const toast = pages[waiting].getByTestId('refusal-toast');
    // On a loaded machine a click can land while the canvas is between layouts, as a person's can:
    // like a person, click again (at most 3 times) until the refusal shows.
    for (let attempt = 1; ; attempt++) {
      const at = await (await pages[waiting].waitForFunction(`${CARD_AT}('${card}')`, undefined, { timeout: 5000 })).jsonValue();
      await pressCard(pages[waiting], at as { x: number; y: number });
      // The toast's words are read as it shows (it goes after 4 s, or sooner when a new view comes).
      const said = await toast.waitFor({ timeout: 3000 }).then(() => toast.textContent({ timeout: 500 }), () => null).catch(() => null);
      if (said) {
        expect(said).toMatch(/not your (turn|move)$/);
        break;
      }
      if (attempt === 3) throw new Error('no refusal toast after 3 clicks on a hand card out of turn');
    }
    // The typing flag goes 2 s after the last key, as the spec says.
    await alice.getByText('bob is typing...').waitFor({ state: 'hidden', timeout: 5000 });
    await toast.waitFor({ state: 'hidden', timeout: 6000 });
  }, 40_000);

  it('concedes with the spec’s question; a spectator leaves the finished game with one click; a rematch starts a new game for both', async () => {
    const { alice, bob, carol } = pages;
    const old = live();
    await alice.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Concede' }).click();
    const question = alice.getByRole('dialog').filter({ hasText: 'Are you sure you want to concede this game?' });
    await question.getByRole('button', { name: 'Ok' }).click();
    for (const p of [alice, bob, carol]) await p.getByRole('dialog', { name: 'Game over' }).waitFor({ timeout: 10_000 });

    // The spectator has nothing to choose; Leave takes them back to the lobby at the first click.
    expect(await carol.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Rematch' }).count()).toBe(0);
    await menu(carol).getByRole('button', { name: 'Leave' }).click();
    await carol.getByTestId('game-board').waitFor({ state: 'detached', timeout: 5000 });
    await carol.getByRole('button', { name: 'Fight!' }).waitFor();

    await alice.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Rematch' }).click();
    await alice.getByRole('dialog', { name: 'Game over' }).getByText('Waiting for opponent choice').waitFor({ timeout: 5000 });
    await bob.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Rematch' }).click();
    await expect.poll(() => [...(t.server.ctx.gameNode?.games.values() ?? [])].some((g) => g.gameId !== old.gameId && !g.finished), { timeout: 15_000 }).toBe(true);
    const fresh = live();
    for (const [name, p] of [['alice', alice], ['bob', bob]] as const) {
      await p.locator(`[data-testid=game-board][data-state-id="${fresh.state.stateId}"]`).waitFor({ timeout: 15_000 });
      await p.getByRole('dialog', { name: 'Game over' }).waitFor({ state: 'detached' });
      const hand = viewFor(fresh.state, name).players[name].cardPiles.hand.map((c) => c.uuid);
      await expect.poll(() => new BoardDriver(p).uuids('me hand'), { timeout: 5000 }).toEqual(hand);
    }
  }, 40_000);

  it('shows the opponent’s disconnect (DISCONNECTED and the absence countdown), and the last player concedes and leaves', async () => {
    const { alice } = pages;
    await contexts.bob.close();
    await alice.getByTestId('absence-banner').getByText(/bob has disconnected: they lose by absence in \d:\d\d/).waitFor({ timeout: 10_000 });
    await expect.poll(() => alice.evaluate(FLAGS), { timeout: 5000 }).toEqual(['DISCONNECTED']);

    await menu(alice).getByRole('button', { name: 'Concede' }).click();
    await alice.getByRole('dialog').filter({ hasText: 'Are you sure you want to concede this game?' }).getByRole('button', { name: 'Ok' }).click();
    await alice.getByRole('dialog', { name: 'Game over' }).waitFor({ timeout: 10_000 });
    await menu(alice).getByRole('button', { name: 'Leave' }).click();
    await alice.getByTestId('game-board').waitFor({ state: 'detached', timeout: 5000 });
    await alice.getByRole('button', { name: 'Fight!' }).waitFor();
    await alice.waitForTimeout(300);
    // Boards were taken down four times (a spectator leaving, both players' rematch, the last leave): no error.
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 30_000);
});
