import { botAction } from '../../src/engine';
import type { Handoff } from '../../src/protocol/sockets';
import { GameClient, LobbyClient, type TestUser } from './lobbyClient';
import type { TestServer } from './server';

export type TwoPlayerGame = {
  gameId: string;
  lobby: [LobbyClient, LobbyClient];
  /** Game sockets by player name. */
  players: Record<string, GameClient>;
  close: () => void;
};

/** Two players from the lobby to a started precon game, both connected to its game socket. */
export async function startTwoPlayerGame(t: TestServer, a: TestUser, b: TestUser, options: Record<string, unknown> = {}): Promise<TwoPlayerGame> {
  const [la, lb] = await Promise.all([LobbyClient.connect(t.url, a), LobbyClient.connect(t.url, b)]);
  const game = await la.newGame({ name: `${a.username} v ${b.username}`, ...options });
  await lb.ok('joingame', game.id);
  await la.ok('selectdeck', game.id, true, -1, true);
  await lb.ok('selectdeck', game.id, true, -1, true);
  const handoffs = [la.next<Handoff>('handoff'), lb.next<Handoff>('handoff')];
  await la.ok('startgame', game.id);
  const [ha, hb] = await Promise.all(handoffs);
  const [ga, gb] = await Promise.all([GameClient.connect(t.url, ha), GameClient.connect(t.url, hb)]);
  return {
    gameId: game.id,
    lobby: [la, lb],
    players: { [a.username]: ga, [b.username]: gb },
    close: () => [la, lb, ga, gb].forEach((c) => c.close()),
  };
}

/** The live game on the in-process node. */
export function liveGame(t: TestServer, gameId: string) {
  const live = t.server.ctx.gameNode?.games.get(gameId);
  if (!live) throw new Error(`no live game ${gameId}`);
  return live;
}

/**
 * Plays one legal move (the engine's bot choice for whoever is awaited) over that player's own
 * socket, and resolves with the acknowledgement once the state has moved on.
 */
export async function playOneMove(t: TestServer, gameId: string, players: Record<string, GameClient>, timeoutMs = 8000): Promise<{ by: string; stateId: number }> {
  const live = liveGame(t, gameId);
  const start = Date.now();
  for (;;) {
    const s = live.state;
    const who = s.order.find((n) => players[n] && botAction(s, n));
    if (who) {
      const ack = await players[who].emit('game', { action: { ...botAction(s, who)!, stateId: s.stateId } });
      if (ack.success) return { by: who, stateId: live.state.stateId };
      if (live.state.stateId === s.stateId) throw new Error(`a legal move was refused: ${ack.message}`);
    }
    if (Date.now() - start > timeoutMs) throw new Error(`nobody could move (stateId ${s.stateId})`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Plays bot moves over the players' sockets until the game has a winner. */
export async function playToEnd(t: TestServer, gameId: string, players: Record<string, GameClient>, maxMoves = 3000) {
  const live = liveGame(t, gameId);
  for (let i = 0; i < maxMoves && !live.state.winner; i++) {
    const s = live.state;
    const who = s.order.find((n) => players[n] && botAction(s, n));
    if (!who) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const ack = await players[who].emit('game', { action: { ...botAction(s, who)!, stateId: s.stateId } });
    if (!ack.success && live.state.stateId === s.stateId) throw new Error(`refused: ${ack.message}`);
  }
  return live;
}
