import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** An error with an HTTP status whose message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses untrusted input with a protocol schema; a failure becomes a 400 with the first issue's message. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new HttpError(400, first?.message ?? 'Invalid request');
  }
  return result.data;
}

/** Every failure leaves as { success: false, message }, the spec's convention; internals never leak. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413 ? 'Request too large' : status < 500 ? error.message : 'An unexpected error occurred';
    return reply.status(status).send({ success: false, message });
  });
}
