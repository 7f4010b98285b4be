import type { IncomingMessage } from 'node:http';
import { normaliseIp } from '../auth/banlist';

/**
 * The client's address for a raw HTTP request (socket handshakes bypass fastify). The server runs
 * with trustProxy on, so, like fastify's request.ip, the first X-Forwarded-For entry wins.
 */
export function requestIp(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return normaliseIp(first || req.socket.remoteAddress || '');
}
