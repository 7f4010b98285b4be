import pino from 'pino';
import type { TestServer } from './server';

export type LogEntry = { level: number; msg?: string; err?: { message?: string; type?: string }; [k: string]: unknown };

/**
 * Records what the test server's logger writes (pino: one JSON line per entry, shared by every
 * child logger, so fastify's request logs, the lobby's and the game node's all land here), while
 * still passing it on. `errors()` is every entry at level error (50) or above.
 */
export function captureLog(t: TestServer) {
  const logger = t.server.app.log as unknown as Record<symbol, unknown>;
  const stream = logger[pino.symbols.streamSym] as { write: (chunk: string) => unknown };
  const original = stream.write;
  const entries: LogEntry[] = [];
  stream.write = function (this: unknown, chunk: string) {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      try {
        entries.push(JSON.parse(line) as LogEntry);
      } catch {
        entries.push({ level: 50, msg: `unparsable log line: ${line.slice(0, 200)}` });
      }
    }
    return original.call(this, chunk);
  };
  return {
    entries,
    errors: () => entries.filter((e) => e.level >= 50),
    /** A short description of each error entry, for an assertion message. */
    describeErrors: () => entries.filter((e) => e.level >= 50).map((e) => `${e.msg ?? ''}: ${e.err?.message?.slice(0, 300) ?? ''}`),
    restore: () => {
      stream.write = original;
    },
  };
}
