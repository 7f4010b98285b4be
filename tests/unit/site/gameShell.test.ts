import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { showsNavigation } from '../../../src/client/app/navigation';
import { loggedOutNotice } from '../../../src/client/stores/lobby';
import { createGameTokens } from '../../../src/server/auth/tokens';

describe('the shell during a game (board-spec 2)', () => {
  it('hides the navigation on the board of a started game, and only there', () => {
    expect(showsNavigation(false, '/')).toBe(true);
    for (const board of ['/', '/play', '/play/6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f']) expect(showsNavigation(true, board)).toBe(false);
    // An address typed during a game: the page opens with the navigation, so Play brings the board back.
    for (const page of ['/cards', '/decks', '/profile', '/playground']) expect(showsNavigation(true, page)).toBe(true);
  });
  it('a session ending during a started game shows the logged-out notice; before the start it does not', () => {
    expect(loggedOutNotice({ started: true })).toBe(true);
    expect(loggedOutNotice({ started: false })).toBe(false);
    expect(loggedOutNotice(null)).toBe(false);
  });
});

describe('game handoff tokens', () => {
  const tokens = createGameTokens('secret');
  const claims = { gameId: 'g1', username: 'a', userId: null, role: 'player' as const };
  const signed = (secret: string, exp: number) =>
    new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(exp - 3600).setExpirationTime(exp).sign(new TextEncoder().encode(`${secret}:game`));
  it('tells an expired token of ours from a forged or a valid one', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const stale = await signed('secret', past);
    expect(await tokens.verify(stale)).toBeNull();
    expect(await tokens.expired(stale)).toEqual(claims);
    expect(await tokens.expired(await signed('other', past))).toBeNull();
    const fresh = await tokens.sign(claims);
    expect(await tokens.verify(fresh)).toEqual(claims);
    expect(await tokens.expired(fresh)).toBeNull();
  });
});
