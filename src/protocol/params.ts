import { z } from 'zod';
import { text } from './text';

/**
 * Path parameters of the API, for routes that read them: the same text rules as bodies, so a
 * U+0000 or an over-long name is a 4xx before any query (PostgreSQL refuses U+0000 in text with
 * an error, which would otherwise be a 500). Ids with a format of their own (UUIDs) use Uuid.
 */
export const UsernameParam = z.object({ username: text({ max: 'name', min: 1, required: 'User was not found.' }) });
export type UsernameParam = z.infer<typeof UsernameParam>;
