/**
 * Board internals on `window` (the card layer, frame stats, the bench's mover) and overrides of
 * renderer settings exist for the e2e tests and the benches only: in development builds, or when
 * the page was opened with the test flag `window.__emberhallTestHooks = true`, which the harness
 * sets before any page script runs (tests/support/browser.ts). A production page otherwise carries
 * none of them (issue 20).
 */
type HookWindow = Record<string, unknown> & { __emberhallTestHooks?: boolean };

const hookWindow = (): HookWindow | null => (typeof window === 'undefined' ? null : (window as unknown as HookWindow));

export function testHooksOn(): boolean {
  const w = hookWindow();
  return !!w && (import.meta.env?.DEV === true || w.__emberhallTestHooks === true);
}

/** Puts `value` on window under `name` for tests and benches (nothing in production). */
export function exposeForTests(name: string, value: unknown): void {
  if (testHooksOn()) hookWindow()![name] = value;
}

/** A test's or bench's override of a board setting (undefined in production or when unset). */
export function testOverride<T>(name: string): T | undefined {
  return testHooksOn() ? (hookWindow()![name] as T | undefined) : undefined;
}
