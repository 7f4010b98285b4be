import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyUser } from '../../src/protocol/lobby';
import { ANNOUNCE_EACH_MAX } from '../../src/server/lobby/usersList';
import { LobbyClient, makeUser } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Users coming and going reach the other lobby sockets in the lobby's batches (Lobby.announceLocal): a few
 * as 'newuser' and 'userleft', many at once (a network cut, a restart) as one whole 'users' list, where
 * each socket was sent a message per user gone (usersList.ts, issue 19).
 */
describe('users coming and going', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('tells a watcher of one user each way, and of a crowd leaving at once with one whole list', async () => {
    const watcher = await LobbyClient.connect(t.url, await makeUser(t, 'watcher'));
    const crowd = await Promise.all(Array.from({ length: ANNOUNCE_EACH_MAX + 4 }, async (_, i) => LobbyClient.connect(t.url, await makeUser(t, `crowd${i}`))));
    await watcher.next<LobbyUser>('newuser', (u) => u.username === `crowd${crowd.length - 1}`, 5000);

    // One comes and goes: the watcher hears each.
    const one = await LobbyClient.connect(t.url, await makeUser(t, 'passerby'));
    await watcher.next<LobbyUser>('newuser', (u) => u.username === 'passerby', 5000);
    one.close();
    await watcher.next<{ username: string }>('userleft', (u) => u.username === 'passerby', 5000);

    // The crowd goes at once: one list of who is left, not a message per user gone.
    const since = watcher.log.length;
    crowd.forEach((c) => c.close());
    const list = await watcher.next<LobbyUser[]>('users', (l) => l.length === 1, 5000, since);
    expect(list.map((u) => u.username)).toEqual(['watcher']);
    await sleep(200);
    const after = watcher.log.slice(since);
    expect(after.filter((e) => e.event === 'userleft').length).toBeLessThanOrEqual(ANNOUNCE_EACH_MAX);
    expect(after.filter((e) => e.event === 'users').length).toBeLessThanOrEqual(2);
    watcher.close();
  });
});
