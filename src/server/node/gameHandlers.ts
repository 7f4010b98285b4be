import type { FastifyBaseLogger } from 'fastify';
import { gameClientEvents, parseEventArgs, type Ack, type GameClientArgs, type GameClientEvent } from '../../protocol/sockets';
import type { GameSocket } from '../socketServer';
import type { LiveGame } from './liveGame';

/** A handler's answer: a refusal's text, or nothing. It may wait for the action's write. */
type Outcome = string | null | void;
type Handler<K extends GameClientEvent> = (args: GameClientArgs<K>) => Outcome | Promise<Outcome>;
type Table = { [K in GameClientEvent]: Handler<K> };

type Call = { ack?: (reply: Ack) => void } & ({ ok: true; run: () => Outcome | Promise<Outcome> } | { ok: false; message: string });

/** One event's raw arguments parsed by its own tuple and bound to its own entry of the table, without a cast. */
function call<K extends GameClientEvent>(table: Table, event: K, raw: unknown[]): Call {
  const parsed = parseEventArgs(gameClientEvents[event], raw);
  if (!parsed.ok) return parsed;
  const handler: Handler<K> = table[event];
  return { ok: true, ack: parsed.ack, run: () => handler(parsed.value) };
}

/**
 * Every game socket event (docs/protocol.md, Game socket): parsed with its protocol tuple, then
 * dispatched from one table checked against the protocol at compile time, like the lobby's
 * (lobby/handlers.ts). A refusal is answered with 'gameerror' and a failed ack, sent only once the
 * handler's write (if any) is done; `current` says whether the game is still hosted.
 */
export function bindGameEvents(socket: GameSocket, game: LiveGame, current: () => boolean, log: FastifyBaseLogger): void {
  const claims = socket.data.claims;
  const table: Table = {
    game: ([msg]) => game.act(socket, msg.action),
    playerTyping: ([typing]) => game.typing(socket, typing),
    ping: () => null,
    concede: () => (claims.role === 'player' ? game.lose(claims.username, 'concede') : 'Spectators cannot concede'),
    leavegame: () => game.leave(socket),
    resync: () => game.resync(socket),
    rematch: ([choice]) => game.answerRematch(socket, choice),
  };
  for (const event of Object.keys(gameClientEvents) as GameClientEvent[]) {
    socket.on(event, async (...raw: unknown[]) => {
      const c = call(table, event, raw);
      const reply = (r: Ack) => c.ack?.(r);
      if (!c.ok) {
        socket.emit('gameerror', c.message);
        return reply({ success: false, message: c.message });
      }
      if (!current()) return reply({ success: false, message: 'Game not found' });
      let err: Outcome;
      try {
        err = await c.run();
      } catch (e) {
        log.error({ err: e, gameId: game.gameId, event }, 'game handler failed');
        err = 'Something went wrong with that action; it was not made';
      }
      if (err) {
        socket.emit('gameerror', err);
        return reply({ success: false, message: err });
      }
      reply({ success: true });
    });
  }
}
