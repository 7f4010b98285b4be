import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SharedUsers, usersListFor } from '../../../src/server/lobby/usersList';
import { asIdentity, identity } from './lobbyArbitraries';

/** The shared users list (usersList.ts) must be exactly each viewer's own list wherever it is given. */
describe('the shared users list', () => {
  it('is every viewer its own list, and one object for those who block nobody and whom nobody blocks', () => {
    fc.assert(
      fc.property(fc.uniqueArray(identity, { selector: (u) => u.username, minLength: 1, maxLength: 8 }), (us) => {
        const online = us.map(asIdentity);
        const shared = new SharedUsers();
        const anonymous = shared.listFor(null, () => online, 1);
        expect(anonymous).toEqual(usersListFor(null, online));
        for (const v of online) {
          const list = shared.listFor(v, () => online, 1);
          expect(list).toEqual(usersListFor(v, online));
          const plain = !v.blockList.length && !online.some((u) => u.blockList.some((n) => n.toLowerCase() === v.username.toLowerCase()));
          expect(list === anonymous).toBe(plain);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is made again when the version moves or it is forgotten', () => {
    const [a, b] = [asIdentity({ username: 'a', blockList: [], canManageGames: false }), asIdentity({ username: 'b', blockList: [], canManageGames: false })];
    const shared = new SharedUsers();
    const first = shared.listFor(null, () => [a], 1);
    expect(shared.listFor(null, () => [a, b], 1)).toBe(first);
    expect(shared.listFor(null, () => [a, b], 2).map((u) => u.username)).toEqual(['a', 'b']);
    shared.forget();
    expect(shared.listFor(null, () => [a], 2)).not.toBe(first);
  });
});
