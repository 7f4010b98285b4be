import type { z } from 'zod';
import { accountStore } from '../stores/account';

export const NO_RESPONSE = 'An error occured communicating with the server.  Please try again later.';

/** A failed call: the server's message, or the spec's no-response text, with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal };

/**
 * Calls the API with the bearer token and parses the answer with its protocol schema.
 * A body with success false becomes an ApiError carrying the server's message.
 */
export async function api<T>(path: string, schema: z.ZodType<T>, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (accountStore.token) headers.authorization = `Bearer ${accountStore.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, NO_RESPONSE);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok || (json as { success?: boolean } | null)?.success === false) {
    const message = (json as { message?: string } | null)?.message;
    throw new ApiError(response.status, message ?? `${NO_RESPONSE} (${response.status})`);
  }
  return schema.parse(json);
}
