import { constants, inflateRawSync } from 'node:zlib';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoPlayerGame, playOneMove } from '../support/games';
import { LobbyClient, makeUser, type GameClient } from '../support/lobbyClient';
import { startTestServer, type TestServer } from '../support/server';
import type { WebSocket } from 'ws';
import { negotiatedDeflater } from '../../src/server/socketCompression';

type Frame = { compressed: boolean; wireBytes: number; text: string };

/**
 * Every websocket frame the server sends to one client socket, read off its TCP stream: whether it was
 * deflated (RSV1) and its text. socket.io-client's engine in Node runs on ws; its net socket is tapped.
 */
function tapFrames(socket: Socket): Frame[] {
  const frames: Frame[] = [];
  const engine = socket.io.engine as unknown as { transport: { ws: { _socket: NodeJS.ReadableStream } } };
  let buf = Buffer.alloc(0);
  engine.transport.ws._socket.prependListener('data', (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      if (buf.length < 2) return;
      let len = buf[1] & 0x7f;
      let at = 2;
      if (len === 126) [len, at] = buf.length >= 4 ? [buf.readUInt16BE(2), 4] : [-1, 0];
      else if (len === 127) [len, at] = buf.length >= 10 ? [Number(buf.readBigUInt64BE(2)), 10] : [-1, 0];
      if (len < 0 || buf.length < at + len) return;
      const compressed = (buf[0] & 0x40) !== 0;
      const payload = buf.subarray(at, at + len);
      const text = compressed ? inflateRawSync(Buffer.concat([payload, Buffer.from([0, 0, 0xff, 0xff])]), { finishFlush: constants.Z_SYNC_FLUSH }).toString() : payload.toString();
      frames.push({ compressed, wireBytes: at + len, text });
      buf = buf.subarray(at + len);
    }
  });
  return frames;
}

const ofEvent = (frames: Frame[], event: string) => frames.filter((f) => f.text.includes(`["${event}"`));

/**
 * Which messages are deflated (server/socketCompression.ts): a lobby message that goes to every lobby
 * socket is sent as it is, however long; a game's views and patches are deflated from 256 bytes. Seen
 * red with every message deflated from 256 bytes, as before: the fan-out frames came compressed.
 */
describe('permessage-deflate chosen per message', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('sends a lobby fan-out message uncompressed and a game view and patch compressed', { timeout: 30_000 }, async () => {
    const [watcher, a, b] = await Promise.all(['zwatch', 'zalice', 'zbob'].map((n) => makeUser(t, n)));
    const lobby = await LobbyClient.connect(t.url, watcher);
    const lobbyFrames = tapFrames(lobby.socket);

    const game = await startTwoPlayerGame(t, a, b);
    try {
      // As a new game or a change of one: the lobby sends a game's changes of 20 ms as one (PUBLISH_BATCH_MS).
      await expect.poll(() => lobby.games.get(game.gameId)?.started, { timeout: 8000 }).toBe(true);
      const fanout = [...ofEvent(lobbyFrames, 'newgame'), ...ofEvent(lobbyFrames, 'updategame')];
      expect(fanout.length).toBeGreaterThan(0);
      // Long enough that a size rule alone would have deflated them.
      expect(Math.max(...fanout.map((f) => f.text.length))).toBeGreaterThan(256);
      expect(fanout.filter((f) => f.compressed)).toEqual([]);

      const player = game.players[a.username] as GameClient;
      const gameFrames = tapFrames(player.socket);
      player.socket.emit('resync');
      await player.next('gamestate', () => true, 8000);
      for (let i = 0; i < 6; i++) await playOneMove(t, game.gameId, game.players);
      await new Promise((r) => setTimeout(r, 200));
      const views = ofEvent(gameFrames, 'gamestate');
      const patches = ofEvent(gameFrames, 'gamepatch').filter((f) => f.text.length >= 256);
      expect(views.length).toBeGreaterThan(0);
      expect(views.every((f) => f.compressed)).toBe(true);
      expect(patches.length).toBeGreaterThan(0);
      expect(patches.every((f) => f.compressed)).toBe(true);

      // The server's own connection deflates a patch-sized message at once (socketCompression.ts,
      // deflateSmallAtOnce), not through libuv's pool: its callback has run before compress returns.
      const serverSocket = [...t.server.ctx.io.of(`/game/${game.gameId}`).sockets.values()][0];
      const deflater = negotiatedDeflater((serverSocket.conn.transport as unknown as { socket: WebSocket }).socket)!;
      let deflatedAtOnce = false;
      deflater.compress(patches[0].text, true, () => (deflatedAtOnce = true));
      expect(deflatedAtOnce).toBe(true);
    } finally {
      game.close();
      lobby.close();
    }
  });
});
