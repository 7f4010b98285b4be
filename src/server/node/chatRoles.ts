import type { GameView } from '../../protocol/game';

/** Chat lines with their speaker's role, where the node knows it (a speaker who has connected since the node took the game). */
export function withRoles(view: GameView, roles: ReadonlyMap<string, string>): GameView {
  if (!roles.size) return view;
  const messages = view.messages.map((m) => {
    const role = m.name ? roles.get(m.name) : undefined;
    return role ? { ...m, role } : m;
  });
  return { ...view, messages };
}
