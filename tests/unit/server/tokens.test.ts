import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createGameTokens, createTokenService } from '../../../src/server/auth/tokens';

/** The site's two kinds of signed token share one signer: each keeps its own claims, lifetime and key. */
describe('access and game tokens', () => {
  const access = createTokenService('secret');
  const game = createGameTokens('secret');
  const user = { sub: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', username: 'alice', permissions: { canManageUsers: true }, sid: '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f' };
  const seat = { gameId: 'g1', username: 'alice', userId: null, role: 'spectator' as const };

  it('an access token lives 15 minutes and carries who, which session and the permissions', async () => {
    const token = await access.signAccess(user);
    const payload = decodeJwt(token);
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
    expect(await access.verifyAccess(token)).toEqual(user);
  });

  it('a game token lives 12 hours and carries the game, the user and the role', async () => {
    const token = await game.sign(seat);
    const payload = decodeJwt(token);
    expect(payload.exp! - payload.iat!).toBe(12 * 60 * 60);
    expect(await game.verify(token)).toEqual(seat);
  });

  it('neither kind opens the other, nor does another secret', async () => {
    expect(await game.verify(await access.signAccess(user))).toBeNull();
    expect(await access.verifyAccess(await game.sign(seat))).toBeNull();
    expect(await createTokenService('other').verifyAccess(await access.signAccess(user))).toBeNull();
  });
});
