import type { AddressInfo } from 'node:net';
import type { Config } from '../config';

/**
 * The site's own origin, from configuration only: PUBLIC_URL when set, else the address the server
 * listens on (localhost for a wildcard interface). Mailed links and the printed URL use it; no request
 * header (Host, X-Forwarded-Host) ever does, so nobody can have a link mailed that points elsewhere.
 */
export function siteOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, address?: AddressInfo | string | null): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const port = address && typeof address === 'object' ? address.port : config.port;
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
