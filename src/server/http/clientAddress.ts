import { BlockList, isIP } from 'node:net';
import type { Config } from '../config';

/** Is the peer at this address (hop 0 is the socket's own peer) a proxy whose forwarding headers we believe? */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) are the IPv4 address. */
export function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

const trusts = new WeakMap<Config, ProxyTrust | false>();

/**
 * The trust decision of TRUST_PROXY, built once per configuration: false when no proxy is listed (proxy
 * headers are then never read), else a check of the address against the listed addresses and ranges.
 * fastify is given the same function, so request.ip, request.host and request.protocol follow it too.
 */
export function proxyTrust(config: Config): ProxyTrust | false {
  const known = trusts.get(config);
  if (known !== undefined) return known;
  let trust: ProxyTrust | false = false;
  if (config.trustProxy.length) {
    const list = new BlockList();
    for (const entry of config.trustProxy) {
      const [address, bits] = entry.split('/') as [string, string | undefined];
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    trust = (address) => {
      const ip = plainIp(address);
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
    };
  }
  trusts.set(config, trust);
  return trust;
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the X-Forwarded-For
 * entries are read from the right (each one added by the proxy before it) and the first address not
 * trusted is the client. An address the client wrote itself sits further left and is never reached
 * while a trusted proxy appended the real one. The same walk as fastify's (proxy-addr).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust | false): string {
  const socketAddress = plainIp(peer ?? '');
  if (!trust || !forwardedFor) return socketAddress;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const entries = header.split(',').map((s) => s.trim()).filter(Boolean);
  const chain = [socketAddress, ...entries.reverse()];
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trust(chain[hop]!, hop)) return chain[hop]!;
  }
  return plainIp(chain[chain.length - 1]!);
}
