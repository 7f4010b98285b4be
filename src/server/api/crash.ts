import type { FastifyInstance } from 'fastify';
import { CrashReport } from '../../protocol/crash';
import type { ServerContext } from '../context';
import { crashReports } from '../db/schema/accounts';
import { HttpError, parseInput } from '../http/errors';

/** Reports per IP per minute; a crash loop in one tab must not fill the table. */
const PER_MINUTE = Number(process.env.RATE_LIMIT_CRASH) > 0 ? Number(process.env.RATE_LIMIT_CRASH) : 10;
const WINDOW_MS = 60_000;

/** A fixed-window counter per IP, kept here so the endpoint does not depend on plugin order. */
export function crashLimiter(max = PER_MINUTE, windowMs = WINDOW_MS, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (ip: string): boolean => {
    const t = now();
    const w = windows.get(ip);
    if (!w || t - w.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(ip, { start: t, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= max;
  };
}

/** POST /api/crash: stores a client crash report (with its breadcrumbs) for administrators. */
export default async function crashApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const allow = crashLimiter();
  // A visitor's report may carry two long stacks: more than the 16 KB other calls take without a login.
  app.post('/api/crash', { config: { anonymousBodyLimit: 128 * 1024 } }, async (request) => {
    if (!allow(request.ip)) throw new HttpError(429, 'Too many crash reports');
    const report = parseInput(CrashReport, request.body);
    const stack = [report.stack, report.componentStack && `Component stack:${report.componentStack}`].filter(Boolean).join('\n\n');
    await ctx.db.insert(crashReports).values({
      username: request.user?.username ?? null,
      message: `[${report.source}] ${report.message}`,
      stack: stack || null,
      url: report.url ?? null,
      breadcrumbs: report.breadcrumbs,
    });
    request.log.info({ crash: report.message, user: request.user?.username }, 'client crash reported');
    return { success: true };
  });
}
