import { z } from 'zod';
import { text } from './text';

/** The spec's failure shape: shown as the server's message (status 200 when success is false). */
export const Failure = z.object({ success: z.literal(false), message: text({ max: 'prose', multiline: true }) });
export type Failure = z.infer<typeof Failure>;

/** Wraps a success payload schema with the success flag every response carries. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), ...shape });
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const Uuid = z.string().max(36, 'Invalid id').regex(UUID_PATTERN, 'Invalid id');
