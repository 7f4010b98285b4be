import { z } from 'zod';
import { text } from './text';

/**
 * Path parameters of the API: the same text rules as bodies, so a U+0000 or an over-long value is a
 * 4xx before any query (PostgreSQL refuses U+0000 in text with an error, which would otherwise be a
 * 500). The server checks every route's parameters with this in one hook (server/http/params.ts);
 * routes still parse their own formats (UUIDs, names) on top of it.
 */
export const PathParams = z.record(text({ max: 'id' }), text({ max: 'url' }));
export type PathParams = z.infer<typeof PathParams>;
