import { describe, expect, it } from 'vitest';
import { lobbyServerEvents, parseServerEventArgs } from '../../../src/protocol/sockets';

/**
 * A room event sent with connection-state recovery on (the cluster's lobby) carries its stream offset
 * after its own arguments; the client parses the event's tuple without it, and nothing else changes.
 */
describe('parseServerEventArgs', () => {
  it('parses a room event without the recovery offset socket.io appended', () => {
    const none = parseServerEventArgs(lobbyServerEvents.cleargamestate, ['1764162000000-3']);
    expect(none.ok).toBe(true);
    const removed = parseServerEventArgs(lobbyServerEvents.removegame, [{ id: 'g1' }, '1764162000000-0']);
    expect(removed).toMatchObject({ ok: true, value: [{ id: 'g1' }], offset: '1764162000000-0' });
  });

  it('leaves events without an offset, and a string that is an argument, as they are', () => {
    expect(parseServerEventArgs(lobbyServerEvents.removegame, [{ id: 'g1' }])).toMatchObject({ ok: true, value: [{ id: 'g1' }] });
    const banner = parseServerEventArgs(lobbyServerEvents.banner, ['12-3']);
    expect(banner).toMatchObject({ ok: true, value: ['12-3'] });
    expect(banner.offset).toBeUndefined();
    expect(parseServerEventArgs(lobbyServerEvents.banner, ['A new version', '12-3'])).toMatchObject({ ok: true, value: ['A new version'] });
  });

  it('still refuses a malformed event, offset or not', () => {
    expect(parseServerEventArgs(lobbyServerEvents.removegame, [{ nope: 1 }, '12-3']).ok).toBe(false);
    expect(parseServerEventArgs(lobbyServerEvents.removegame, [{ id: 'g1' }, 'not an offset']).ok).toBe(false);
  });
});
