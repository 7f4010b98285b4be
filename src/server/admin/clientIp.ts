import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { clientAddress, proxyTrust } from '../http/clientAddress';

/**
 * The client's address for a raw HTTP request (socket handshakes bypass fastify): the same decision
 * as fastify's request.ip, from the same TRUST_PROXY setting, so bans see one address on both paths.
 */
export function requestIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, config: Config): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxyTrust(config));
}
