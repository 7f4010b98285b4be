import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

export type ServerAndPage = { t: TestServer; browser: Browser; page: Page };

/**
 * The usual fixture of a browser test file: the real server, Chromium and one page at 1280x800, started
 * before the file's tests and stopped after them. Read the fields inside the tests (they are set in beforeAll).
 */
export function useServerAndPage(): ServerAndPage {
  const fixture = {} as ServerAndPage;
  beforeAll(async () => {
    [fixture.t, fixture.browser] = await Promise.all([startTestServer(), launchBrowser()]);
    fixture.page = await fixture.browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.t?.stop();
  });
  return fixture;
}
