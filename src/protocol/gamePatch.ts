import type { GameView } from './game';
import { applyOperations } from './jsonPatch';
import type { GamePatch } from './sockets';

/**
 * What a 'gamepatch' did to the view the client holds. The caller acts on it:
 * - applied: keep `view` (a new object; the old view is untouched and shares unchanged branches);
 * - stale: the client already holds this state or a later one (a whole view overtook the patch): drop it;
 * - gap: the patch starts from a view the client does not hold (or it holds none): send 'resync';
 * - failed: the operations do not apply to the view, or do not lead to `stateId`: send 'resync'.
 */
export type PatchOutcome =
  | { result: 'applied'; view: GameView }
  | { result: 'stale' }
  | { result: 'gap' }
  | { result: 'failed'; reason: string };

/**
 * The one rule for a 'gamepatch' (docs/protocol.md), used by the browser's game store and the
 * integration tests' client alike: the RFC 6902 operations apply only to the view whose stateId is
 * the message's `from`, and must bring it to the message's `stateId`. Pure: `view` never changes.
 */
export function applyPatch(view: GameView | null, message: GamePatch): PatchOutcome {
  if (!view) return { result: 'gap' };
  if (message.stateId <= view.stateId) return { result: 'stale' };
  if (message.from !== view.stateId) return { result: 'gap' };
  const r = applyOperations<unknown>(view, message.patch);
  if (!r.ok) return { result: 'failed', reason: r.reason };
  const next = r.doc;
  if (typeof next !== 'object' || next === null || Array.isArray(next)) return { result: 'failed', reason: 'the patch did not leave a view' };
  const stateId = (next as { stateId?: unknown }).stateId;
  if (stateId !== message.stateId) return { result: 'failed', reason: `the patch led to state ${String(stateId)}, not ${message.stateId}` };
  return { result: 'applied', view: next as GameView };
}
