import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { ANONYMOUS_BODY_LIMIT, MAX_JSON_DEPTH, TOO_DEEP, TOO_LARGE_ANONYMOUS } from './limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that visitors may send more to than ANONYMOUS_BODY_LIMIT (crash reports with their stacks). */
    anonymousBodyLimit?: number;
  }
}

/** True when the JSON text opens more than max arrays and objects inside each other. One pass, no parse. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Passes bytes through until more than limit have come, then fails the body with the refusal. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(
    private readonly limit: number,
    private readonly refusal: () => HttpError,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(this.refusal());
    else callback(null, chunk);
  }
}

const sentBearer = (request: FastifyRequest) => /^bearer\s+\S/i.test(request.headers.authorization ?? '');

/**
 * Body rules at the edge, before any handler runs:
 * - a request without a valid login may send at most ANONYMOUS_BODY_LIMIT (a route may allow more), refused
 *   from its content-length before a byte is read, or counted as it arrives when it has none. A request that
 *   sent a bearer token that is no longer valid gets 401 instead, so the client refreshes and retries;
 * - JSON deeper than MAX_JSON_DEPTH is refused before it is parsed;
 * - an empty JSON body is no body (a payload-less POST sent with a JSON content type).
 */
export function installBodyRules(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.user) return payload;
    const limit = request.routeOptions.config.anonymousBodyLimit ?? ANONYMOUS_BODY_LIMIT;
    const refuse = () => (sentBearer(request) ? new HttpError(401, 'Unauthorized') : new HttpError(413, TOO_LARGE_ANONYMOUS));
    const length = Number(request.headers['content-length']);
    if (length > limit) throw refuse();
    if (Number.isFinite(length)) return payload; // fastify checks that no more than that arrives
    const limited = new ByteLimit(limit, refuse);
    payload.on('error', (err) => limited.destroy(err));
    return payload.pipe(limited);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, undefined);
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP), undefined);
    parseJson(request, text, done);
  });
}
