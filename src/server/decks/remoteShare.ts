import { SharedDeckResponse, type SharedDeck } from '../../protocol/decks';

export const FETCH_TIMEOUT_MS = 5000;
export const MAX_SHARE_BYTES = 100 * 1024;

/** Reads a body but gives up past the size limit, so a hostile or broken site cannot fill our memory. */
async function readLimited(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('share too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches a shared deck from another Emberhall site's public share API (GET /api/decks/share/{uuid}),
 * with a timeout and a size limit and no redirects. Null when the site has no such deck or fails.
 */
export async function fetchSharedDeck(origin: string, uuid: string): Promise<SharedDeck | null> {
  try {
    const response = await fetch(`${origin}/api/decks/share/${uuid}`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_SHARE_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const parsed = SharedDeckResponse.safeParse(JSON.parse(await readLimited(response, MAX_SHARE_BYTES)));
    return parsed.success ? parsed.data.deck : null;
  } catch {
    return null;
  }
}
