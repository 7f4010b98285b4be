import { describe, it, expect } from 'vitest';
import { createGame, preconSetup, applyAction, viewFor } from '../../../src/engine';
import { withRoles } from '../../../src/server/node/chatRoles';
import { userRole } from '../../../src/server/auth/role';
import { roleClass } from '../../../src/client/board/chat/roleClass';

/** Chat names by role (issue 22): the node's role on each chat line, and the class the board gives it. */
describe('chat names by role', () => {
  it("puts each speaker's role on their lines only, never on the game's own lines", () => {
    let s = createGame(preconSetup(0, 1, 'roles'));
    const [a, b] = s.order;
    for (const [who, text] of [[a, 'hi'], [b, 'hello'], ['watcher', 'gl']]) {
      const r = applyAction(s, who, { command: 'chat', text });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    const view = withRoles(viewFor(s, a), new Map([[a, 'admin'], ['watcher', 'supporter']]));
    const said = view.messages.filter((m) => m.name).map((m) => [m.name, m.role]);
    expect(said).toEqual([[a, 'admin'], [b, undefined], ['watcher', 'supporter']]);
    expect(view.messages.filter((m) => !m.name).every((m) => m.role === undefined)).toBe(true);
    // The state itself carries no role.
    expect(JSON.stringify(s.messages)).not.toContain('admin');
  });

  it('derives one role from the permissions, admins first', () => {
    expect(userRole({ isAdmin: true, canModerateChat: true, isSupporter: true })).toBe('admin');
    expect(userRole({ canModerateChat: true, isSupporter: true })).toBe('moderator');
    expect(userRole({ isContributor: true })).toBe('contributor');
    expect(userRole({ isSupporter: true })).toBe('supporter');
    expect(userRole({})).toBe('user');
  });

  it("names the class '{role}-role', lowercased; no role means no class", () => {
    expect(roleClass('Admin')).toBe('admin-role');
    expect(roleClass('user')).toBe('user-role');
    expect(roleClass('x" onclick')).toBe('xonclick-role');
    expect(roleClass(undefined)).toBe('');
  });
});
