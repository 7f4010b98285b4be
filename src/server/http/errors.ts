import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { TOO_LARGE } from './limits';

/** An error with an HTTP status whose message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Parses untrusted input with a protocol schema; a failure becomes a 400 with the first issue's message.
 * An absent body (a payload-less POST) is read as {}, so the schema names the field that is missing.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new HttpError(400, first?.message ?? 'Invalid request');
  }
  return result.data;
}

/** What the user is told for fastify's own refusals of a request, by error code. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_TYPE: 'Invalid Content-Type header',
  FST_ERR_BAD_URL: 'Invalid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'Invalid request',
};

type FailedRequest = Error & { statusCode?: number; code?: string };

/** The status and message of a failure; anything that is not the client's fault is a 500 with no detail. */
function describe(error: FailedRequest): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const known = error.code ? frameworkMessages[error.code] : undefined;
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, message: 'An unexpected error occurred' };
  return { status, message: known ?? (status === 413 ? TOO_LARGE : error.message) };
}

function sendFailure(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ success: false, message });
}

/**
 * A request Node's HTTP parser cannot read (a broken request line, a body longer than its Content-Length)
 * never reaches fastify's routes: answered here, in the same failure shape, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : [400, 'Bad Request', 'Malformed HTTP request'];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** fastify's refusals before routing (a URL that does not decode, an over-long parameter), in the same shape. */
export function frameworkErrors(error: FailedRequest, _request: unknown, reply: FastifyReply): void {
  const { status, message } = describe(error);
  void sendFailure(reply, status, message);
}

/** Every failure leaves as { success: false, message }, the spec's convention; internals never leak. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FailedRequest, request, reply) => {
    const { status, message } = describe(error);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, status, message);
  });
}
