import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOT_LEVEL_LABELS, type BotLevel } from '../../src/protocol/bot';
import { passiveStep } from './boardDriver';
import { contextFor, createUser, openLobby } from './lobbySupport';
import { useServerAndPage, type ServerAndPage } from './serverAndPage';

// The pause before each bot click (600 ms by default) is presentation; a whole game here makes about a hundred.
process.env.BOT_DELAY_MS = '50';
// Strong and Expert search for a quarter of their time (about 60 ms and 250 ms a decision): the same search,
// so four whole games fit the suite's time (their strength at full time is bench/bot.ts's part).
process.env.BOT_THINK_SCALE = '0.25';

/**
 * Issue 18 (tests/e2e/botLevels*.test.ts): a game against the bot at each level, made from the New Game
 * form ("Play against the bot", the level picker), started, and played to its end: the player answers
 * through the prompt (ends the turn, passes, blocks nothing) while the bot, thinking on the node's worker
 * threads, attacks until a side has no champion left, and the game-over splash names the winner.
 */
export function describeBotLevelGames(title: string, levels: readonly BotLevel[], more?: (fixture: ServerAndPage) => void): void {
  describe(title, () => {
    const fixture = useServerAndPage();

    let attempt = 0;
    const liveOf = (owner: string) => [...(fixture.t.server.ctx.gameNode?.games.values() ?? [])].find((g) => g.meta.owner === owner);

    async function newBotGame(page: Page, level: BotLevel): Promise<string> {
      const name = BOT_LEVEL_LABELS[level].name;
      await page.getByRole('button', { name: 'Fight!' }).click();
      await page.getByRole('checkbox', { name: 'Play against the bot' }).check();
      await page.getByTestId('bot-level-picker').getByRole('radio', { name: new RegExp(`^${name}`) }).check();
      await page.getByRole('button', { name: 'Create' }).click();
      const bot = page.getByTestId('pending-player').filter({ hasText: `Bot (${name})` });
      await bot.waitFor();
      await page.getByRole('button', { name: 'Select deck...' }).first().click();
      await page.getByRole('button', { name: /Choose for me/ }).click();
      await page.getByTestId('pending-status').filter({ hasText: /^Ready to begin, click start to begin the game$/ }).waitFor();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByTestId('game-board').waitFor({ timeout: 20_000 });
      return `Bot (${name})`;
    }

    more?.(fixture);

    for (const level of levels) {
      it(`${level}: the bot plays the game to its end on the board`, async () => {
        // A retried test makes a new user: the first attempt's is still in its game.
        const username = `vs${level}${++attempt}`;
        const { t, browser } = fixture;
        const page = await (await contextFor(browser, await createUser(t, username))).newPage();
        await openLobby(page, `${t.url}/`, username);
        const botName = await newBotGame(page, level);
        const live = liveOf(username)!;
        expect(live.meta.botLevel).toBe(level);
        const botMoves = () => live.state.log.filter((e) => 'player' in e && e.player === botName).length;
        // The bot's name with its level is on the board (the accessible mirror names its piles).
        await expect.poll(() => page.getByTestId('board-mirror').getByRole('button', { name: new RegExp(`^${botName.replace(/[()]/g, '\\$&')}'s `) }).count()).toBeGreaterThan(0);
        const deadline = Date.now() + 150_000;
        // The player answers through the prompt, as a player who only ends turns would; playing cards through
        // the canvas is wholeGames.test.ts's part. The bot's attacks end the game.
        while (!live.state.winner && Date.now() < deadline) {
          if ((await page.evaluate(passiveStep(false))) === 'wait') await page.waitForTimeout(100);
        }
        expect(live.state.winner, `the game against ${botName} ended`).toBe(botName);
        expect(live.state.winReason).not.toBe('concede');
        expect(botMoves()).toBeGreaterThan(5);
        const over = page.getByRole('dialog', { name: 'Game over' });
        await over.waitFor({ timeout: 10_000 });
        expect(await over.textContent()).toContain(botName);
        await page.context().close();
      });
    }
  });
}
