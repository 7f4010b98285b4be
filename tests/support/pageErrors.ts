import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * Every uncaught page error and console error of every page the e2e tests open, so that a test
 * fails when the site threw or logged an error while it ran (issue 16: "the suite fails on page
 * errors"). launchBrowser() watches each browser; tests/e2e/setup.ts checks after each test.
 */

export type PageProblem = { kind: 'pageerror' | 'console'; text: string; url: string };

/**
 * Browser noise that no site code can avoid, matched against the console text. Each entry says why.
 * Keep this short: a new entry needs a reason that is about Chromium, not about our code.
 */
export const ALLOWED_NOISE: { pattern: RegExp; url?: RegExp; why: string }[] = [
  {
    // Chromium logs every answer >= 400 to a fetch as "Failed to load resource", with no way for the
    // page to silence it. The API answers refusals that way on purpose (wrong password 401, no rights
    // 403, unknown replay 404, rate limit 429) and the tests provoke them; what the page then shows is
    // what they assert. Only API calls: a missing script, image or card is a real error.
    pattern: /^Failed to load resource: the server responded with a status of 4\d\d/,
    url: /\/api\//,
    why: 'API refusals the test provokes; Chromium logs each one, the site handles it',
  },
];

const seen: PageProblem[] = [];
/** Errors a test said it expects (it provokes them on purpose): consumed by the next check. */
const expected: RegExp[] = [];

const allowed = (text: string, url: string) => ALLOWED_NOISE.some((n) => n.pattern.test(text) && (!n.url || n.url.test(url)));

function watchPage(page: Page): void {
  page.on('pageerror', (err) => seen.push({ kind: 'pageerror', text: err.stack ?? String(err), url: page.url() }));
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (!allowed(text, msg.location().url)) seen.push({ kind: 'console', text, url: page.url() });
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', watchPage);
  for (const p of context.pages()) watchPage(p);
  return context;
}

/** Watches every page the browser opens, through newContext() and newPage() alike. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchPage(page);
    return page;
  };
  return browser;
}

/**
 * A test that provokes page errors on purpose (a refused or cut connection, which Chromium logs)
 * names them here, for the current test only: every matching error is taken as expected, and the
 * check fails if none came.
 */
export function expectPageError(pattern: RegExp): void {
  expected.push(pattern);
}

/** The problems seen since the last call, minus the expected ones; clears both lists. */
export function takePageProblems(): { problems: PageProblem[]; unmet: RegExp[] } {
  const problems = seen.splice(0);
  const wanted = expected.splice(0);
  const unmet = wanted.filter((re) => !problems.some((p) => re.test(p.text)));
  return { problems: problems.filter((p) => !wanted.some((re) => re.test(p.text))), unmet };
}

export function describeProblems(problems: PageProblem[]): string {
  return problems.map((p) => `[${p.kind}] ${p.url}\n  ${p.text.split('\n').slice(0, 6).join('\n  ')}`).join('\n');
}
