import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { users } from '../../src/server/db/schema/accounts';
import { hashPassword } from '../../src/server/auth/passwords';
import type { TestServer } from '../support/server';

export const PASSWORD = 'password1';

let passwordHash: Promise<string> | null = null;

export type Session = { username: string; token: string; refreshToken: string };

/** A verified user straight in the database, logged in through the real login API. */
export async function createUser(t: TestServer, username: string, options: { permissions?: Record<string, boolean>; gamesPlayed?: number } = {}): Promise<Session> {
  await t.server.ctx.db.insert(users).values({
    id: randomUUID(),
    username,
    usernameLower: username.toLowerCase(),
    email: `${username.toLowerCase()}@example.test`,
    emailLower: `${username.toLowerCase()}@example.test`,
    passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
    verified: true,
    permissions: options.permissions ?? {},
    gamesPlayed: options.gamesPlayed ?? 0,
  });
  const res = await fetch(`${t.url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await res.json()) as { token: string; refreshToken: string };
  if (!res.ok) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`);
  return { username, token: body.token, refreshToken: body.refreshToken };
}

/** A browser context whose local storage holds the session (set once: refresh tokens rotate). */
export async function contextFor(browser: Browser, session: Session | null, viewport = { width: 1280, height: 800 }, options: { hasTouch?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, ...options });
  if (session) {
    await context.addInitScript(
      ([token, refreshToken]) => {
        // Init scripts run in every document, the first about:blank too, which has no storage to read.
        if (location.protocol !== 'http:') return;
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('token', token);
          localStorage.setItem('refreshToken', refreshToken);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [session.token, session.refreshToken] as const,
    );
  }
  return context;
}

/** Waits until the page's lobby socket is up and the logged-in user is shown in the menu. */
export async function openLobby(page: Page, url: string, username?: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('lobby-connection').getByText(/Lobby: (\d+ms|Waiting for ping)/).waitFor();
  if (username) await page.getByRole('button', { name: username }).first().waitFor();
}

/** Creates a solo game from the lobby with a deck chosen for the player, and starts it. */
export async function startSoloGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Solo', exact: true }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Select deck...' }).first().click();
  await page.getByRole('button', { name: /Choose for me/ }).click();
  await page.getByTestId('pending-status').filter({ hasText: /^Ready to begin, click start to begin the game$/ }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();
}
