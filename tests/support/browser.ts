import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { watchBrowser } from './pageErrors';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no GPU, no background network). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The flag that turns the board's test hooks on (src/client/board/scene/testHooks.ts), set before any page script. */
function setTestHooksFlag(): void {
  (window as unknown as { __emberhallTestHooks?: boolean }).__emberhallTestHooks = true;
}

/** Every context and page of the browser opens with the board's test hooks on. */
function withTestHooks(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await context.addInitScript(setTestHooksFlag);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    await page.addInitScript(setTestHooksFlag);
    return page;
  };
  return browser;
}

/**
 * Every page of the returned browser is watched for errors (pageErrors.ts, checked after each e2e
 * test) and has the board's test hooks on (a production build keeps them off for everyone else).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
  return watchBrowser(withTestHooks(browser));
}

export async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ viewport });
}
