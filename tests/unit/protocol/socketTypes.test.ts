import type { Socket as ClientSocket } from 'socket.io-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GameView } from '../../../src/protocol/game';
import type {
  Ack,
  GameClientToServer,
  GamePatch,
  GameServerToClient,
  Handoff,
  LobbyClientToServer,
  LobbyServerToClient,
} from '../../../src/protocol/sockets';
import type { GameNamespace, GameSocket, LobbySocket, SocketServer } from '../../../src/server/socketServer';

/*
 * Type-level tests: `tsc --noEmit` (npm test, CI) compiles this file. Each emit below marked
 * @ts-expect-error must not compile; when a schema in protocol/sockets.ts drifts so that it would
 * (or the sockets lose their types and accept anything), the directive is unused and tsc fails.
 * The unmarked emits must keep compiling. The functions are never called.
 */

function serverEmits(io: SocketServer, lobby: LobbySocket, nsp: GameNamespace, game: GameSocket, view: GameView) {
  io.to('user:ann').emit('gamestate', { game: null });
  // @ts-expect-error the lobby's gamestate carries { game }, not a game view
  io.to('user:ann').emit('gamestate', view);
  lobby.emit('gameerror', 'Incorrect game password');
  // @ts-expect-error gameerror is text
  lobby.emit('gameerror', { message: 'refused' });
  // @ts-expect-error gamepatch is a game socket event, not a lobby one
  lobby.emit('gamepatch', { from: 1, stateId: 2, patch: [] });
  game.emit('gamestate', view);
  game.emit('gamepatch', { from: 1, stateId: 2, patch: [{ op: 'replace', path: '/round', value: 2 }] });
  // @ts-expect-error a patch names the view it applies to
  game.emit('gamepatch', { stateId: 2, patch: [] });
  game.broadcast.volatile.emit('playertyping', { name: 'ann', typing: true });
  nsp.emit('endprompt', { state: 'choose' });
  // @ts-expect-error no such end prompt state
  nsp.emit('endprompt', { state: 'maybe' });
  const line = { id: 1, user: { username: 'ann', name: 'ann' }, message: 'hi', time: '12:00' };
  io.serverSideEmit('lobbychat', line, { username: 'ann', blockList: [] });
  // @ts-expect-error lobby processes tell each other the chat line's author with its block list
  io.serverSideEmit('lobbychat', line, 'ann');
}

function clientEmits(lobby: ClientSocket<LobbyServerToClient, LobbyClientToServer>, game: ClientSocket<GameServerToClient, GameClientToServer>) {
  game.emit('game', { action: { command: 'chat', text: 'gg' } });
  // @ts-expect-error the action goes inside { action }
  game.emit('game', { command: 'chat', text: 'gg' });
  game.emit('rematch', 'rematch');
  // @ts-expect-error only continue or rematch
  game.emit('rematch', 'again');
  game.volatile.emit('playerTyping', true);
  game.timeout(1000).emit('ping', (err: Error, reply: Ack) => void [err, reply]);
  lobby.emit('joingame', 'g1');
  lobby.emit('joingame', 'g1', 'secret');
  // @ts-expect-error a game id is text
  lobby.emit('joingame', 5);
  lobby.emit('authenticate', 'token', (reply) => void reply);
}

describe('typed sockets', () => {
  it('derives every socket.io event map from the protocol schemas', () => {
    expectTypeOf<Parameters<GameServerToClient['gamepatch']>>().toEqualTypeOf<[GamePatch]>();
    expectTypeOf<Parameters<LobbyServerToClient['handoff']>>().toEqualTypeOf<[Handoff]>();
    type Choice = 'continue' | 'rematch';
    expectTypeOf<Parameters<GameClientToServer['rematch']>>().toEqualTypeOf<[Choice] | [Choice, (reply: Ack) => void]>();
    // Runtime has nothing to check: the functions above are compiled, never run.
    expect([serverEmits, clientEmits].every((f) => typeof f === 'function')).toBe(true);
  });
});
