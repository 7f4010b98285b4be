import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { PNG_1x1, register, startMailServer } from '../integration/accountSupport';

const slow = { timeout: 15_000 };
const visible = (page: Page, text: string) => () => page.getByText(text, { exact: false }).first().isVisible();

describe('accounts in Chromium', () => {
  let t: TestServer;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    // Another build may be rewriting dist/client right now: the server serves the client only if it is there.
    for (let i = 0; i < 60 && !existsSync('dist/client/index.html'); i++) await new Promise((r) => setTimeout(r, 1000));
    mail = await startMailServer();
    [t, browser] = await Promise.all([startTestServer('pglite', { SMTP_URL: mail.url, CAPTCHA_MAX_NUMBER: '5000' }), launchBrowser()]);
    await register(t.url, 'founder'); // the first account is the administrator; ours needs its mail
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    await mail?.close();
  });

  it('registers, activates from the mailed link and logs in', async () => {
    await page.goto(`${t.url}/register`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(visible(page, 'Username must be at least 3 characters'), slow).toBe(false);
    expect(await page.getByText('You must specify a username').isVisible()).toBe(true);
    await page.getByLabel('Username').fill('emberfan');
    await page.getByLabel('Email Address').fill('emberfan@example.test');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Password (again)').fill('secret124');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(visible(page, 'The passwords you have entered do not match'), slow).toBe(true);
    await page.getByLabel('Password (again)').fill('secret123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(visible(page, 'Your account was successfully registered.'), slow).toBe(true);
    await page.waitForURL(`${t.url}/login`, { timeout: 5000 });

    const link = await mail.linkFor('emberfan@example.test', 'activation');
    await page.goto(link.toString().replace(link.origin, t.url));
    await expect.poll(visible(page, 'Your account has been activated.'), slow).toBe(true);
    await page.waitForURL(`${t.url}/login`, { timeout: 6000 });

    await page.getByLabel('Username').fill('emberfan');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(visible(page, 'Invalid username/password'), slow).toBe(true);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(visible(page, 'Login successful, redirecting you to the home page'), slow).toBe(true);
    await page.waitForURL(`${t.url}/`, { timeout: 3000 });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => nav.getByText('emberfan').isVisible(), slow).toBe(true);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token') && localStorage.getItem('refreshToken')))).toBe(true);
  });

  it('changes the avatar and settings, and keeps them after a reload', async () => {
    await page.goto(`${t.url}/profile`);
    await expect.poll(() => page.getByLabel('Email Address').inputValue(), slow).toBe('emberfan@example.test');
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1x1, 'base64') });
    await page.getByRole('radio', { name: 'Large', exact: true }).click();
    await page.getByLabel('Use square cards').check();
    await page.getByLabel('Alert timer').fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(visible(page, 'Profile saved successfully.'), slow).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Use square cards').isChecked(), slow).toBe(true);
    expect(await page.getByRole('radio', { name: 'Large', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Alert timer').inputValue()).toBe('8');
    expect(await page.getByRole('img', { name: 'Avatar' }).getAttribute('src')).toMatch(/^\/avatar\//);
  });

  it('lists the session on Security, and removing it logs the user out', async () => {
    await page.goto(`${t.url}/security`);
    await expect.poll(() => page.getByRole('cell', { name: /127\.0\.0\.1/ }).first().isVisible(), slow).toBe(true);
    expect(await page.getByRole('columnheader', { name: 'Last Used' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Remove the session/ }).first().click();
    await expect.poll(visible(page, 'Are you sure you want to remove this session?'), slow).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(`${t.url}/login`, { timeout: 5000 });
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).getByText('Login', { exact: true }).isVisible(), slow).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  it('resets a forgotten password with the captcha solved in the page', async () => {
    await page.goto(`${t.url}/forgot`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(visible(page, 'You must enter your username or email address.'), slow).toBe(true);
    expect(await page.getByText('You must complete the captcha.').isVisible()).toBe(true);
    await page.getByLabel('Username or email address').fill('emberfan');
    await page.getByLabel("I'm not a robot").click();
    await expect.poll(visible(page, 'Verified'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(visible(page, 'Your request has been submitted.'), slow).toBe(true);

    const link = await mail.linkFor('emberfan@example.test', 'reset-password');
    await page.goto(link.toString().replace(link.origin, t.url));
    await page.getByLabel('Password', { exact: true }).fill('new-secret');
    await page.getByLabel('Password (again)').fill('new-secret');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(visible(page, 'Your password has been changed.'), slow).toBe(true);
    await page.waitForURL(`${t.url}/login`, { timeout: 6000 });
    await page.getByLabel('Username').fill('emberfan');
    await page.getByLabel('Password').fill('new-secret');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${t.url}/`, { timeout: 5000 });
  });

  it('logs out from the menu, and other tabs see it', async () => {
    const other = await page.context().newPage();
    await other.goto(`${t.url}/`);
    await expect.poll(() => other.getByRole('navigation', { name: 'Main menu' }).getByText('emberfan').isVisible(), slow).toBe(true);
    await page.goto(`${t.url}/logout`);
    await page.waitForURL(`${t.url}/`, { timeout: 5000 });
    await expect.poll(() => other.getByRole('navigation', { name: 'Main menu' }).getByText('Login', { exact: true }).isVisible(), slow).toBe(true);
    await other.close();
  });

  it('asks for the captcha after 10 wrong passwords for an account, and logs in once it is solved in the page', async () => {
    // Ten failures for this account (any address may make them), then the page meets the per-account limit.
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post(`${t.url}/api/account/login`, { data: { username: 'emberfan', password: `guess-${i}` } });
      expect(res.status()).toBe(401);
    }
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Username').fill('emberfan');
    await page.getByLabel('Password').fill('new-secret');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(visible(page, 'Too many failed logins for this account'), slow).toBe(true);
    await page.getByLabel("I'm not a robot").click();
    await expect.poll(visible(page, 'Verified'), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: '.tmp/login-captcha-1280x800.png' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${t.url}/`, { timeout: 5000 });
  });
});
