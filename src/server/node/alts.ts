/** Per player: card stub to the alt shown for it (chosen by the lobby at the game's start: admin/altsInGame.ts). */
export type PlayerAlts = Record<string, Record<string, string>>;

type Node = Record<string, unknown>;

/**
 * A game view with each face-up card of a player who holds an alt for it drawn with the alt's image.
 * Walks the view generically (any object with owner, stub and imageUrl), so it needs nothing of the
 * view's layout and leaves every other field alone. Returns a new view; the input is not changed.
 */
export function withAlts<T>(view: T, alts: PlayerAlts): T {
  if (Object.keys(alts).length === 0) return view;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const node = value as Node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    const owner = typeof node.owner === 'string' ? node.owner : null;
    const stub = typeof node.stub === 'string' ? node.stub : null;
    const alt = owner && stub ? alts[owner]?.[stub] : undefined;
    if (alt && node.facedown !== true && 'imageUrl' in node) {
      out.imageUrl = `/img/alts/${alt}.svg`;
      out.imageStub = alt;
    }
    return out;
  };
  return walk(view) as T;
}
