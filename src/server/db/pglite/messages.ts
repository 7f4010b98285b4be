/**
 * What the event loop and the PGlite thread say to each other (thread.ts, client.ts). Queries carry
 * their text, parameters and row mode; the type parsers a caller gave go as the type ids to leave as
 * text (the only parsers drizzle gives), since functions cannot cross threads.
 */
export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes: number[]; tx: number | null }
  | { id: number; op: 'exec'; sql: string; tx: number | null }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error's fields as PostgreSQL names them (code, constraint, detail...), and its message. */
export type WireError = { message: string; fields: Record<string, string | number | undefined> };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** workerData: where the database lives (a folder, or ':memory:'). */
export type ThreadData = { dataDir: string };
