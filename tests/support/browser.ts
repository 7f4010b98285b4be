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

/** Every page of the returned browser is watched for errors (pageErrors.ts, checked after each e2e test). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
  return watchBrowser(browser);
}

export async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ viewport });
}
