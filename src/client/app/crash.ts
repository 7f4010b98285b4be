import { subscribe } from 'valtio';
import { RELEASE_VERSION as RELEASE } from '../../engine/lobbyRules/release';
import { CrashReport, MAX_BREADCRUMBS, type Breadcrumb } from '../../protocol/crash';
import { accountStore } from '../stores/account';
import { lobbyStore } from '../stores/lobby';

/** The same crash reported again within this time is dropped (a render loop must not flood). */
const REPEAT_MS = 10_000;

const trail: Breadcrumb[] = [];
const recent = new Map<string, number>();

/** Remembers one step (navigation, store change, socket event) for the next crash report. */
export function addBreadcrumb(category: string, message: string): void {
  trail.push({ time: new Date().toISOString(), category, message: message.slice(0, 500) });
  if (trail.length > MAX_BREADCRUMBS) trail.splice(0, trail.length - MAX_BREADCRUMBS);
}

export function breadcrumbs(): Breadcrumb[] {
  return [...trail];
}

type Source = CrashReport['source'];

/** Sends a crash with its breadcrumbs: to the Sentry-compatible DSN when configured, else to /api/crash. */
export function reportCrash(error: unknown, source: Source, componentStack?: string): void {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  const key = `${source}:${err.message}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - REPEAT_MS) return;
  recent.set(key, now);
  const report = CrashReport.parse({
    message: err.message.slice(0, 2000) || 'Unknown error',
    stack: err.stack?.slice(0, 20_000),
    componentStack: componentStack?.slice(0, 20_000),
    url: location.href.slice(0, 2000),
    source,
    release: RELEASE,
    breadcrumbs: breadcrumbs(),
  });
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  const send = dsn ? sendToSentry(dsn, err, report) : sendToServer(report);
  send.catch(() => {
    // Reporting must never crash the page further.
  });
}

async function sendToServer(report: CrashReport): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accountStore.token) headers.authorization = `Bearer ${accountStore.token}`;
  await fetch('/api/crash', { method: 'POST', headers, body: JSON.stringify(report), keepalive: true });
}

/** Sentry's envelope endpoint: a header line, an item header line, the event. */
export function sentryEnvelope(dsn: string, err: Error, report: CrashReport): { url: string; body: string } | null {
  const match = /^(https?):\/\/([^@]+)@([^/]+)\/(.+)$/.exec(dsn);
  if (!match) return null;
  const [, scheme, key, host, project] = match;
  const eventId = crypto.randomUUID().replace(/-/g, '');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: report.release,
    tags: { source: report.source },
    request: { url: report.url },
    exception: { values: [{ type: err.name, value: err.message }] },
    extra: { stack: report.stack, componentStack: report.componentStack },
    breadcrumbs: { values: report.breadcrumbs.map((b) => ({ timestamp: Date.parse(b.time) / 1000, category: b.category, message: b.message })) },
  };
  const body = [JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
  return { url: `${scheme}://${host}/api/${project}/envelope/?sentry_key=${key}&sentry_version=7`, body };
}

async function sendToSentry(dsn: string, err: Error, report: CrashReport): Promise<void> {
  const envelope = sentryEnvelope(dsn, err, report);
  if (!envelope) return sendToServer(report);
  await fetch(envelope.url, { method: 'POST', body: envelope.body, headers: { 'content-type': 'text/plain;charset=UTF-8' }, keepalive: true });
}

let installed = false;

/** The global handlers and the store trail; called once at startup. */
export function installCrashHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => reportCrash(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => reportCrash(event.reason, 'rejection'));
  for (const [name, store] of [['lobby', lobbyStore], ['account', accountStore]] as const) {
    subscribe(store, (ops) => {
      const paths = [...new Set(ops.map((op) => String(op[1][0])))];
      // Pings change every 10 s and say nothing about a crash.
      const told = paths.filter((p) => p !== 'lobbyLink' || ops.some((op) => op[1][1] === 'state'));
      if (told.length) addBreadcrumb(name, `${name}.${told.join(', ')} changed`);
    });
  }
}
