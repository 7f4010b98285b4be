/** Per player: card stub to the alt shown for it (chosen by the lobby at the game's start: admin/altsInGame.ts). */
export type PlayerAlts = Record<string, Record<string, string>>;

type Node = Record<string, unknown>;

/**
 * A game view with each face-up card of a player who holds an alt for it drawn with the alt's image.
 * Walks the view generically (any object with owner, stub and imageUrl), so it needs nothing of the
 * view's layout and leaves every other field alone. The input is not changed: a part with no alt in it
 * is returned as it is, so what the game node's view memo shares from one view to the next (its
 * cards, engine/viewMemo.ts) stays shared, and the patch's diff skips it by reference.
 */
export function withAlts<T>(view: T, alts: PlayerAlts): T {
  if (Object.keys(alts).length === 0) return view;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const out = value.map(walk);
      return out.some((x, i) => x !== value[i]) ? out : value;
    }
    if (!value || typeof value !== 'object') return value;
    const node = value as Node;
    let out: Node | null = null;
    for (const [k, v] of Object.entries(node)) {
      const w = walk(v);
      if (w !== v) (out ??= { ...node })[k] = w;
    }
    const owner = typeof node.owner === 'string' ? node.owner : null;
    const stub = typeof node.stub === 'string' ? node.stub : null;
    const alt = owner && stub ? alts[owner]?.[stub] : undefined;
    if (alt && node.facedown !== true && 'imageUrl' in node) {
      out ??= { ...node };
      out.imageUrl = `/img/alts/${alt}.svg`;
      out.imageStub = alt;
    }
    return out ?? node;
  };
  return walk(view) as T;
}
