import type { AltRef } from '../../protocol/admin';
import type { ServerContext } from '../context';

/** An alt the catalogue (assets/cards/alts.json) has for that card. */
export function knownAlt(ctx: ServerContext, ref: AltRef): boolean {
  return ctx.catalog.alts.some((a) => a.stub === ref.stub && a.alt === ref.alt);
}

/**
 * The user's alts after adding and removing: card stub to alt stubs. Adding one already held
 * changes nothing (the spec: duplicates are ignored); a card left with no alts is dropped.
 */
export function applyAltChanges(
  current: Record<string, string[]>,
  change: { add?: AltRef[]; remove?: AltRef[] },
): Record<string, string[]> {
  const next: Record<string, string[]> = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, [...v]]));
  for (const { stub, alt } of change.add ?? []) {
    const held = (next[stub] ??= []);
    if (!held.includes(alt)) held.push(alt);
  }
  for (const { stub, alt } of change.remove ?? []) {
    const held = next[stub]?.filter((a) => a !== alt);
    if (held?.length) next[stub] = held;
    else delete next[stub];
  }
  return next;
}
