import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The scheme, host and port of a URL, or null for anything that is not http(s). */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The origins this site answers on: the configured public URL, and the one the request came in on. */
export function ownOrigins(request: FastifyRequest, config: Config): string[] {
  const own = [originOf(`${request.protocol}://${request.host}`)];
  if (config.publicUrl) own.push(originOf(config.publicUrl));
  return own.filter((o): o is string => o !== null);
}

/**
 * Where an import link's deck lives: 'local' for this site, a trusted origin from DECK_SITES, or null.
 * Only configured origins are ever fetched, so a user cannot make the server call an address of their choosing.
 */
export function importSource(origin: string | undefined, request: FastifyRequest, config: Config): 'local' | string | null {
  if (!origin) return 'local';
  const normalised = originOf(origin);
  if (!normalised) return null;
  if (ownOrigins(request, config).includes(normalised)) return 'local';
  const trusted = config.deckSites.map(originOf).filter((o): o is string => o !== null);
  return trusted.includes(normalised) ? normalised : null;
}
