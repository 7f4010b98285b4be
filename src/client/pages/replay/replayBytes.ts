import { inflateSync, strFromU8 } from 'fflate';
import type { ReplayFile } from '../../../protocol/game';
import { ApiError, NO_RESPONSE } from '../../net/api';
import { accountStore } from '../../stores/account';
import { parseReplayJson } from './replayJson';

/**
 * A replay travels as the deflate-compressed JSON of a ReplayFile (board-spec 7): the server
 * sends its stored bytes as they are; a downloaded {gameId}.ashteki file holds the same bytes.
 */
export async function fetchReplayBytes(gameId: string): Promise<Uint8Array> {
  const headers: Record<string, string> = accountStore.token ? { authorization: `Bearer ${accountStore.token}` } : {};
  let res: Response;
  try {
    res = await fetch(`/api/game/${encodeURIComponent(gameId)}/replay`, { headers });
  } catch {
    throw new ApiError(0, NO_RESPONSE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? `${NO_RESPONSE} (${res.status})`);
  }
  return new Uint8Array(await res.arrayBuffer());
}

/** Bytes to a checked ReplayFile; anything else (not deflate, not JSON, wrong shape) is null. */
export function decodeReplay(bytes: Uint8Array): ReplayFile | null {
  try {
    return parseReplayJson(strFromU8(inflateSync(bytes)));
  } catch {
    return null;
  }
}

/** Saves bytes under a file name through a temporary object URL (the browser's download). */
export function saveBytes(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
