import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deflateSync, strToU8 } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playBotGame, preconSetup, replaySteps, stateHash, viewFor } from '../../src/engine';
import type { ReplayFile, ReplayStep } from '../../src/protocol/game';
import { gamePlayers, games, replays } from '../../src/server/db/schema';
import { users } from '../../src/server/db/schema/accounts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { contextFor, createUser } from './lobbySupport';

const TMP = path.resolve('.tmp/e2e-results');
mkdirSync(TMP, { recursive: true });

/** The spec's navigation, written out again here so the test does not trust the machine it checks. */
const nextOf = (steps: ReplayStep[], from: number, tags: string[]) => steps.findIndex((s, i) => i > from && tags.includes(s.tag));
const previousOf = (steps: ReplayStep[], from: number, tags: string[]) => steps.findLastIndex((s, i) => i < from && tags.includes(s.tag));

describe('results and replays in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let gameId: string;
  let replay: ReplayFile;
  let stored: Buffer;
  let wonLine: string;

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const session = await createUser(t, 'ember');
    const [me] = await t.server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'ember'));
    // A finished game against the bot, played by the engine to its end, recorded as the node does.
    const setup = preconSetup(0, 1, 7);
    setup.gameId = randomUUID();
    setup.players[0] = { ...setup.players[0], name: 'ember', isBot: false };
    setup.players[1] = { ...setup.players[1], name: 'Bot' };
    const played = playBotGame(setup);
    const log = played.log.map((e) => ({ ...e }));
    replay = { version: 1, setup, log, steps: replaySteps(setup, log), finalHash: stateHash(played.state), winner: played.state.winner };
    gameId = setup.gameId;
    const won = played.state.winner === 'ember';
    wonLine = `${played.state.winner} has won the game (${played.state.winReason})`;
    const finishedAt = new Date(Date.UTC(2030, 0, 1, 12, 0)); // newest of all, and far from any period edge
    await t.server.ctx.db.insert(games).values({
      id: gameId, name: "ember's game", gameType: 'casual', gameFormat: 'precon', isPrivate: true,
      startedAt: new Date(finishedAt.getTime() - 83 * 60_000), finishedAt, winner: played.state.winner, winReason: played.state.winReason,
      // The node records the spectator's view of the log: its lines worded for no side.
      setup, chat: viewFor(played.state, null).messages,
    });
    await t.server.ctx.db.insert(gamePlayers).values([
      { gameId, userId: me.id, username: 'ember', deckName: 'Precon One', champions: setup.players[0].deck.champions, won },
      { gameId, userId: null, username: 'Bot', deckName: 'Precon Two', champions: setup.players[1].deck.champions, won: !won },
    ]);
    stored = Buffer.from(deflateSync(strToU8(JSON.stringify(replay))));
    await t.server.ctx.db.insert(replays).values({ gameId, data: stored });
    // Two more decided games with one champion each, so the totals add rows up.
    for (const [i, w] of [[1, true], [2, false]] as const) {
      const id = randomUUID();
      await t.server.ctx.db.insert(games).values({ id, name: `g${i}`, gameType: 'competitive', gameFormat: 'constructed', startedAt: new Date(Date.now() - 3_600_000 * (i + 1)), finishedAt: new Date(Date.now() - 3_600_000 * i), winner: w ? 'ember' : 'rival' });
      await t.server.ctx.db.insert(gamePlayers).values([
        { gameId: id, userId: me.id, username: 'ember', deckName: 'Solo Champ', champions: ['bram-oakenroot'], won: w },
        { gameId: id, userId: null, username: 'rival', deckName: 'Their Deck', champions: ['orla-cinderhand'], won: !w },
      ]);
    }
    context = await contextFor(browser, session);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows the finished games in Champion Stats with the right totals, and in the Game List', async () => {
    await page.goto(`${t.url}/results`);
    const stats = page.getByRole('table', { name: 'Champion Stats' });
    await stats.waitFor();
    const rows = stats.locator('tbody tr');
    const champions = replay.setup.players[0].deck.champions.length;
    await expect.poll(() => rows.count()).toBe(champions + 1);
    const won = replay.winner === 'ember' ? 1 : 0;
    // Total row: every champion row summed: the bot game once per champion, plus bram's 1-1 (not in the precon).
    const total = page.locator('tfoot tr');
    const wins = champions * won + 1;
    const losses = champions * (1 - won) + 1;
    expect(await total.locator('td').allTextContents()).toEqual(['Total', String(wins), String(losses), String(wins + losses), String(Math.round((wins / (wins + losses)) * 100))]);
    const rates = (await rows.locator('td:nth-child(5)').allTextContents()).map(Number);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));

    await page.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'Ranked PvP' });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('td').allTextContents()).toEqual(['Bram Oakenroot', '1', '1', '2', '50']);
    await page.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'All PvP' });

    await page.getByRole('tab', { name: 'Game List' }).click();
    const list = page.getByRole('table', { name: 'Game List' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(3);
    const first = list.locator(`tr[data-game-id="${gameId}"]`);
    expect(await first.textContent()).toContain('Precon One');
    expect(await first.textContent()).toContain('2030-01-01');
    expect(await first.textContent()).toContain('1h 23m');
    expect(await first.getByRole('button', { name: 'Download' }).isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Chat' }).click();
    await page.getByRole('dialog').getByText("Game chat: ember's game").waitFor();
    await page.getByRole('dialog').getByText(wonLine).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Alt Arts' }).click();
    await page.getByText('You have 0 alt art cards').waitFor();
  });

  it('downloads the replay as {gameId}.ashteki holding the stored bytes', async () => {
    await page.getByRole('tab', { name: 'My Results' }).click();
    await page.getByRole('tab', { name: 'Game List' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`tr[data-game-id="${gameId}"]`).getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`${gameId}.ashteki`);
    const file = path.join(TMP, `${gameId}.ashteki`);
    await download.saveAs(file);
    expect(Buffer.compare(readFileSync(file), stored)).toBe(0);
  });

  it("opens a champion's matchup report and the league pairings from Results", async () => {
    await page.goto(`${t.url}/results?months=0&gameType=competitive`);
    await page.getByRole('link', { name: 'Bram Oakenroot' }).click();
    const report = page.getByRole('table', { name: 'Matchups' });
    await report.waitFor();
    expect(await report.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['Orla Cinderhand', '1', '1', '2', '50']);
    await page.getByRole('link', { name: /Back to Match Results/ }).click();
    await page.getByRole('link', { name: 'League pairings' }).click();
    // ember alone in the pool: the bot game and the two ranked ones, and a bye.
    const won = replay.winner === 'ember' ? 1 : 0;
    const pairings = page.getByRole('table', { name: 'Pairings' });
    await pairings.waitFor();
    expect(await pairings.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['1', 'ember (you)', `${1 + won}-${2 - won}`, 'Bye', '']);
  });

  it('opens the file and steps as the tags say: turn forward, round back, step back', async () => {
    await page.goto(`${t.url}/replay`);
    await page.locator('input[type=file]').setInputFiles(path.join(TMP, `${gameId}.ashteki`));
    const controls = page.getByRole('region', { name: 'Replay controls' });
    await controls.waitFor({ timeout: 60_000 }); // the board chunk and the engine replay, on a shared machine
    await page.getByTestId('game-board').waitFor();
    const at = async () => Number(await controls.getAttribute('data-step-index'));
    const steps = replay.steps;
    expect(await at()).toBe(0);

    let expected = nextOf(steps, 0, ['begin-turn', 'end']);
    await page.getByRole('button', { name: 'Turn forward' }).click();
    await expect.poll(at).toBe(expected);
    expect(await controls.getAttribute('data-step-tag')).toMatch(/^(begin-turn|end)$/);

    // Go into the second round, then back to the start of a round.
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Round forward' }).click();
    const far = nextOf(steps, nextOf(steps, expected, ['prepare', 'end']), ['prepare', 'end']);
    await expect.poll(at).toBe(far);
    await page.getByRole('button', { name: 'Step forward' }).click();
    expected = previousOf(steps, far + 1, ['prepare']);
    await page.getByRole('button', { name: 'Round back' }).click();
    await expect.poll(at).toBe(expected);
    expect(await controls.getAttribute('data-step-tag')).toBe('prepare');

    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(at).toBe(expected - 1);
    expect(await page.getByText('REPLAY', { exact: true }).first().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(TMP, 'replay-1280.png') });
  });

  it('opens the same replay from the server by its link', async () => {
    await page.goto(`${t.url}/replay/${gameId}`);
    const controls = page.getByRole('region', { name: 'Replay controls' });
    await controls.waitFor({ timeout: 60_000 }); // the board chunk and the engine replay, on a shared machine
    await page.getByRole('button', { name: 'Round forward' }).click();
    await expect.poll(async () => Number(await controls.getAttribute('data-step-index'))).toBe(nextOf(replay.steps, 0, ['prepare', 'end']));
  });

  it('seeks with the seek bar: a click, a drag, the keys and the round and turn markers', async () => {
    // The page still shows the replay opened from its link above.
    const controls = page.getByRole('region', { name: 'Replay controls' });
    const at = async () => Number(await controls.getAttribute('data-step-index'));
    const slider = page.getByRole('slider', { name: 'Replay position' });
    const last = replay.steps.length - 1;
    // Measured before each gesture: the board's sidebar above the controls grows and shrinks with the step.
    const point = async (fraction: number) => {
      const box = (await slider.boundingBox())!;
      return [box.x + box.width * fraction, box.y + box.height / 2] as const;
    };
    const stepAt = (fraction: number) => Math.round(fraction * last);

    await page.mouse.click(...(await point(0.5)));
    await expect.poll(at).toBe(stepAt(0.5));
    expect(await slider.getAttribute('aria-valuenow')).toBe(String(stepAt(0.5) + 1));

    // A drag: the pointer is captured, so only its x counts once it is down.
    const [x20, y] = await point(0.2);
    await page.mouse.move(x20, y);
    await page.mouse.down();
    await expect.poll(at).toBe(stepAt(0.2));
    const [x60] = await point(0.6);
    await page.mouse.move(x60, y, { steps: 4 });
    await expect.poll(at).toBe(stepAt(0.6));
    const [x85] = await point(0.85);
    await page.mouse.move(x85, y + 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(at).toBe(stepAt(0.85));

    // The keys act on the focused slider: Home, End, arrows, and PageDown / PageUp by the markers.
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(at).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(at).toBe(last);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(at).toBe(last - 2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(at).toBe(last - 1);
    const marks = ['prepare', 'begin-turn', 'end'];
    await page.keyboard.press('PageDown');
    await expect.poll(at).toBe(previousOf(replay.steps, last - 1, marks));
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await expect.poll(at).toBe(nextOf(replay.steps, 0, marks));

    // The second round's start, among the markers.
    const round2 = nextOf(replay.steps, nextOf(replay.steps, -1, ['prepare']), ['prepare']);
    // A click by a marker's tick goes to its step (the tick's tooltip names it).
    const tick = (await page.getByTitle(`Start of Round (step ${round2 + 1})`).boundingBox())!;
    await page.mouse.click(tick.x + tick.width / 2, tick.y + tick.height / 2);
    await expect.poll(at).toBe(round2);
    expect(await controls.getAttribute('data-step-tag')).toBe('prepare');
  });
});
