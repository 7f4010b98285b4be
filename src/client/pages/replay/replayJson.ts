import { ReplayFile } from '../../../protocol/game';
import { withoutRefused } from '../../../protocol/text';

/**
 * Replay JSON to a checked ReplayFile, or null. A replay recorded before the protocol refused control
 * characters may hold one (in a chat line, say): it fails the strict check, so it is read again with
 * every such character shown as U+FFFD, the way old lobby messages are sent. Old replays still load.
 */
export function parseReplayJson(json: string): ReplayFile | null {
  const strict = ReplayFile.safeParse(JSON.parse(json));
  if (strict.success) return strict.data;
  const lenient = ReplayFile.safeParse(JSON.parse(json, (_key, value: unknown) => (typeof value === 'string' ? withoutRefused(value) : value)));
  return lenient.success ? lenient.data : null;
}
