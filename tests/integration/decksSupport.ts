import { isDeckbuildable } from '../../src/engine/deckbuilding';
import type { SaveDeckBody } from '../../src/protocol/decks';
import { makeUser as makeTestUser } from '../support/lobbyClient';
import type { TestServer } from '../support/server';

export type Caller = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A user row made directly (accounts are not what these tests are about), its token and a caller. */
export async function makeUser(t: TestServer, username: string): Promise<{ id: string; token: string; call: Caller }> {
  const user = await makeTestUser(t, username);
  return { id: user.id, token: user.token, call: caller(t.url, user.token) };
}

export function caller(base: string, token?: string): Caller {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/** A legal deck from whatever catalogue the server has: one champion, 6 cards times 3. */
export function legalDeck(t: TestServer, deckName = 'Test Deck'): SaveDeckBody {
  const usable = t.server.ctx.catalog.cards.filter(isDeckbuildable);
  const champion = usable.find((c) => c.type === 'Champion')?.id ?? 'some-champion';
  const others = usable.filter((c) => c.type !== 'Champion').map((c) => c.id);
  const ids = others.length >= 6 ? others.slice(0, 6) : ['a', 'b', 'c', 'd', 'e', 'f'];
  return {
    deckName,
    champions: [champion],
    cards: ids.map((id, i) => (i === 0 ? { id, count: 3, ff: true } : { id, count: 3 })),
    dicepool: [{ magic: 'natural', count: 5 }, { magic: 'charm', count: 5 }],
    notes: 'Some notes',
  };
}
