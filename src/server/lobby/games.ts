import { randomBytes, randomUUID } from 'node:crypto';
import { RNG_VERSION, RULES_VERSION, type GameSetup } from '../../protocol/game';
import { NewGamePayload } from '../../protocol/lobby';
import { accessMessages, deckChoiceProblem, savesReplay, settleRankOptions, startProblem as ruleProblem } from '../../engine/lobbyRules';
import { altsForPlayers } from '../admin/altsInGame';
import { gameOptionsFor } from './playerSettings';
import type { Seat } from '../node/types';
import { allowedChampions, championPool, chimeraDeck, draftedDeck, resolveDeck } from './decks';
import { discard, kept, newDraft, pick } from './draft';
import { chimeraTier } from '../../engine/catalog';
import type { Lobby, Writing } from './lobby';
import { openToJoin, openToWatch, startFacts } from './ruleFacts';
import type { ChosenDeck, LobbyIdentity, PendingGame, PendingPlayer } from './types';
import { botDraftTurns, botOf, botSeat } from './botSeat';
import { DEFAULT_BOT_LEVEL } from '../../protocol/bot';

export type Result = string | null;
export const PASSWORD_ERROR = accessMessages.password;

function player(u: LobbyIdentity): PendingPlayer {
  return { userId: u.userId, username: u.username, blockList: u.blockList, avatar: u.avatar, faveColor: u.faveColor, gamesPlayed: u.gamesPlayed };
}

function busy(lobby: Lobby, username: string): boolean {
  const g = lobby.gameOf(username);
  return !!g && !g.finishedAt;
}

/** New game (site-spec 3 and 5): defaults, validation, one game per user; solo games get the bot. */
/** What a game record holds before its start, for a new game and a rematch alike: a new id, no spectators, no chat. */
function unstarted() {
  return { id: randomUUID(), spectators: new Map(), createdAt: new Date(), started: false, startedAt: null, finishedAt: null, winner: null, node: null, starting: false, messages: [] } satisfies Partial<PendingGame>;
}

export function createGame(lobby: Writing, u: LobbyIdentity, raw: Record<string, unknown>): Result {
  const parsed = NewGamePayload.safeParse({ ...raw, name: raw.name ?? `${u.username}'s game` });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid game';
  if (busy(lobby, u.username)) return 'You are already in a game';
  const chimera = parsed.data.gameFormat === 'solo' ? chimeraDeck(parsed.data.chimeraTier) : null;
  if (parsed.data.gameFormat === 'solo' && !chimera) return 'There is no such chimera tier';
  const old = lobby.gameOf(u.username);
  if (old) lobby.removeMember(old, u.username);
  const solo = parsed.data.gameFormat === 'solo';
  const vsBot = parsed.data.vsBot && !solo;
  // A game with a bot records its level (solo too: the chimera's seat is the bot's); it is never ranked.
  const withBot = vsBot || solo;
  const botLevel = withBot ? (parsed.data.botLevel ?? DEFAULT_BOT_LEVEL) : undefined;
  const options = settleRankOptions({ ...parsed.data, vsBot, botLevel, ...(vsBot ? { ranked: false, gameType: 'casual' as const } : {}) });
  const game: PendingGame = {
    ...unstarted(),
    options,
    password: options.password || null,
    owner: u.username,
    players: new Map([[u.username, player(u)]]),
    solo,
    draft: null,
  };
  if (chimera) {
    // The tier shows in the chimera's name: on the board, in the lobby and in results.
    const name = `${chimeraTier(chimera.chimeraTier).tierName} Chimera`;
    const deck = chimera;
    game.players.set(name, { userId: null, username: name, blockList: [], avatar: null, faveColor: null, gamesPlayed: 0, isBot: true, deck, champions: deck.deckChampions });
  }
  if (vsBot && botLevel) {
    const bot = botSeat(lobby.ctx.catalog, botLevel, options.gameFormat === 'draft');
    game.players.set(bot.username, bot);
  }
  lobby.games.set(game.id, game);
  lobby.userGame.set(u.username, game.id);
  lobby.sendGameState(game, { newGame: options.newGameType ?? options.gameType });
  lobby.publish(game);
  return null;
}

/** Join and watch follow the shared rules (engine/lobbyRules/access.ts), as the games list does. */
export function joinGame(lobby: Writing, u: LobbyIdentity, gameId: string, password?: string): Result {
  // Joining one's own game again (a second tab, the game's link) changes nothing.
  if (lobby.games.get(gameId)?.players.has(u.username)) return null;
  const game = openToJoin(lobby, u, gameId, password);
  if (typeof game === 'string') return game;
  game.spectators.delete(u.username);
  game.players.set(u.username, player(u));
  lobby.userGame.set(u.username, game.id);
  lobby.sendGameState(game, { joined: u.username });
  lobby.publish(game);
  return null;
}

export async function watchGame(lobby: Writing, u: LobbyIdentity, gameId: string, password?: string): Promise<Result> {
  const game = openToWatch(lobby, u, gameId, password);
  if (typeof game === 'string') return game;
  game.spectators.set(u.username, { userId: u.userId, blockList: u.blockList });
  lobby.userGame.set(u.username, game.id);
  lobby.sendGameState(game);
  lobby.publish(game);
  if (game.started) await lobby.sendHandoff(game, u.username);
  return null;
}

export function leaveGame(lobby: Writing, u: LobbyIdentity): Result {
  const game = lobby.gameOf(u.username);
  if (!game) return 'You are not in a game';
  lobby.removeMember(game, u.username);
  return null;
}

export async function removeGame(lobby: Writing, u: LobbyIdentity, gameId: string): Promise<Result> {
  if (!u.permissions.canManageGames) return 'You are not allowed to remove games';
  const game = lobby.games.get(gameId);
  if (!game) return 'The game was not found';
  if (game.started && game.node) await lobby.nodes.get(game.node)?.stopGame(game.id);
  lobby.dropGame(game);
  return null;
}

function memberGame(lobby: Lobby, u: LobbyIdentity, gameId: string): PendingGame | string {
  const game = lobby.games.get(gameId);
  if (!game || !game.players.has(u.username)) return 'You are not a player in this game';
  if (game.started) return 'The game has already started';
  return game;
}

/** Deck selection: own deck, precon, or -1 'choose for me'; the owner of a solo game also picks the bot's. */
export async function selectDeck(
  lobby: Writing,
  u: LobbyIdentity,
  gameId: string,
  isMe: boolean,
  deckId: string | -1,
  precon: boolean,
  champions?: string[],
): Promise<Result> {
  const game = memberGame(lobby, u, gameId);
  if (typeof game === 'string') return game;
  if (game.options.gameFormat === 'draft') return 'Decks come from the draft in this format';
  const target = isMe ? game.players.get(u.username) : [...game.players.values()].find((p) => p.isBot);
  if (!target || (!isMe && game.owner !== u.username)) return 'You cannot choose that deck';
  const deck = await resolveDeck(lobby.ctx.db, lobby.ctx.catalog, isMe ? u.userId : null, deckId, precon);
  if (!deck) return 'No such deck';
  const problem = chosenDeckProblem(game, deck);
  if (problem) return problem;
  target.deck = deck;
  target.champions = deck.deckChampions.length === 3 ? [...deck.deckChampions] : undefined;
  if (champions) {
    const err = chooseChampions(lobby, target, champions);
    if (err) return err;
  }
  lobby.sendGameState(game);
  lobby.publish(game);
  return null;
}

/** Whether a player may choose this deck here: the Select Deck modal greys decks out by the same rule and reason. */
export function chosenDeckProblem(game: PendingGame, deck: ChosenDeck): Result {
  return deckChoiceProblem({ gameFormat: game.options.gameFormat, solo: game.solo }, { precon: !!deck.preconId, status: deck });
}

function chooseChampions(lobby: Writing, p: PendingPlayer, champions: string[]): Result {
  if (!p.deck) return 'Select a deck first';
  const allowed = new Set(allowedChampions(lobby.ctx.catalog, p.deck));
  if (new Set(champions).size !== 3 || champions.length !== 3) return 'Choose exactly 3 champions';
  if (!champions.every((c) => allowed.has(c))) return 'That champion is not available for this deck';
  p.champions = [...champions];
  return null;
}

export function selectChampions(lobby: Writing, u: LobbyIdentity, gameId: string, champions: string[]): Result {
  const game = memberGame(lobby, u, gameId);
  if (typeof game === 'string') return game;
  const err = chooseChampions(lobby, game.players.get(u.username)!, champions);
  if (err) return err;
  lobby.sendGameState(game);
  lobby.publish(game);
  return null;
}

// ------------------------------------------------------------ draft

/**
 * draftStart begins the draft; once the draft is complete the same message starts the game, as the spec's
 * Start button sends draftStart in draft format (the pendingGame statechart follows that).
 */
export async function draftStart(lobby: Writing, u: LobbyIdentity, gameId: string): Promise<Result> {
  const game = memberGame(lobby, u, gameId);
  if (typeof game === 'string') return game;
  if (game.owner !== u.username) return 'Only the owner can start the draft';
  if (game.options.gameFormat !== 'draft') return 'This is not a draft game';
  if (game.players.size !== 2) return 'Waiting for players...';
  if (game.draft?.canStart) return startGame(lobby, u, gameId);
  if (game.draft) return 'The draft has already started';
  const names = [...game.players.keys()] as [string, string];
  game.draft = newDraft(names, championPool(lobby.ctx.catalog));
  settleDraft(lobby, game);
  lobby.sendGameState(game);
  lobby.publish(game);
  return null;
}

export function draftMove(lobby: Writing, u: LobbyIdentity, gameId: string, champion: string, kind: 'pick' | 'discard'): Result {
  const game = memberGame(lobby, u, gameId);
  if (typeof game === 'string') return game;
  if (!game.draft) return 'The draft has not started';
  const r = kind === 'pick' ? pick(game.draft, u.username, champion) : discard(game.draft, u.username, champion);
  if (!r.ok) return r.message;
  settleDraft(lobby, game);
  lobby.sendGameState(game);
  lobby.publish(game);
  return null;
}

/** After a move of the draft: a bot seat takes its turns, and a finished draft gives every player their deck. */
function settleDraft(lobby: Writing, game: PendingGame): void {
  if (!game.draft) return;
  const bot = botOf(game);
  if (bot) botDraftTurns(game.draft, bot.username);
  if (!game.draft.canStart) return;
  for (const [name, p] of game.players) {
    p.champions = kept(game.draft, name);
    p.deck = draftedDeck(lobby.ctx.catalog, p.champions);
  }
}

// ------------------------------------------------------------ start

/** The shared start rule (engine/lobbyRules/start.ts) on the lobby's record; each viewer's answer also goes out with the game. */
export function startProblem(game: PendingGame, username: string): Result {
  return ruleProblem(startFacts(game), username);
}

export async function startGame(lobby: Writing, u: LobbyIdentity, gameId: string): Promise<Result> {
  const game = lobby.games.get(gameId);
  if (!game) return 'The game was not found';
  const problem = startProblem(game, u.username);
  if (problem) return problem;
  return launch(lobby, game);
}

/**
 * Starts the game on a node. It is `starting` from the moment the start is accepted, before anything is awaited:
 * its players are on their way to the board (Lobby.boardOf), a rematch's straight from the one before. A start
 * that fails or throws clears it.
 */
async function launch(lobby: Writing, game: PendingGame): Promise<Result> {
  game.starting = true;
  try {
    return await startOnNode(lobby, game);
  } finally {
    if (!game.started) game.starting = false;
  }
}

async function startOnNode(lobby: Writing, game: PendingGame): Promise<Result> {
  await lobby.refreshNodes();
  // Counted from the lobby's own games, not the nodes' heartbeats (up to 2 s old): starts run one at a
  // time (in cluster mode as the one writer), so games started together spread over the nodes.
  const running = new Map<string, number>();
  for (const g of lobby.games.values()) if (g.node && !g.finishedAt) running.set(g.node, (running.get(g.node) ?? 0) + 1);
  const node = lobby.nodes.pick((name) => running.get(name) ?? 0);
  if (!node) return 'There are no game nodes available';
  // The bot sits second (the engine's chimera seat in solo games).
  const ordered = [...game.players.values()].sort((a, b) => Number(!!a.isBot) - Number(!!b.isBot));
  // Each human's in-game options come from their saved profile; the bot plays on the defaults.
  const profiles = await gameOptionsFor(lobby.ctx, ordered.filter((p) => !p.isBot).map((p) => p.username));
  const seats: Seat[] = ordered.map((p) => ({
    username: p.username,
    userId: p.userId,
    isBot: !!p.isBot,
    deckName: p.deck!.name,
    deckId: p.deck!.deckId,
    champions: p.champions ?? p.deck!.deckChampions.slice(0, 3),
  }));
  const setup: GameSetup = {
    gameId: game.id,
    // 256 bits from the OS's secure source; the seed stays on the server until the game is over.
    seed: randomBytes(32).toString('hex'),
    rngVersion: RNG_VERSION,
    rulesVersion: RULES_VERSION,
    format: game.options.gameFormat,
    options: { showHand: game.options.showHand, openHands: game.options.openHands, muteSpectators: game.options.muteSpectators },
    players: ordered.map((p, i) => ({
      name: p.username,
      isBot: !!p.isBot,
      deck: { champions: seats[i].champions, cards: p.deck!.cards, dicepool: p.deck!.dicepool, ...(p.deck!.chimeraTier ? { chimeraTier: p.deck!.chimeraTier } : {}) },
      ...(p.isBot ? {} : { optionSettings: profiles[p.username] }),
    })) as GameSetup['players'],
  };
  const o = game.options;
  try {
    await node.startGame({
      gameId: game.id,
      setup,
      meta: {
        name: o.name,
        owner: game.owner,
        gameType: game.solo ? 'solo' : o.gameType,
        gameFormat: o.gameFormat,
        ranked: o.ranked,
        saveReplay: savesReplay(o),
        gamePrivate: o.gamePrivate,
        timeLimit: o.timeLimit || undefined,
        seats,
        createdAt: game.createdAt.toISOString(),
        alts: await altsForPlayers(lobby.ctx, seats.filter((x) => !x.isBot).map((x) => x.username)),
        ...(o.botLevel && seats.some((x) => x.isBot) ? { botLevel: o.botLevel } : {}),
      },
    });
  } catch (err) {
    lobby.ctx.log.error({ err, gameId: game.id }, 'game start failed');
    return 'The game could not be started';
  }
  game.started = true;
  game.startedAt = new Date();
  game.node = node.name;
  lobby.sendGameState(game);
  lobby.publish(game);
  for (const name of [...game.players.keys(), ...game.spectators.keys()]) await lobby.sendHandoff(game, name);
  return null;
}

/** Both players asked for a rematch: a new game, same players, decks and options, started at once. */
export async function rematch(lobby: Writing, old: PendingGame): Promise<void> {
  const humans = [...old.players.values()].filter((p) => !p.isBot);
  // A stale offer (someone left or is elsewhere) pulls nobody out of where they are.
  if (humans.some((p) => p.left || lobby.userGame.get(p.username) !== old.id)) return;
  const game: PendingGame = {
    ...old,
    ...unstarted(),
    players: new Map([...old.players].map(([n, p]) => [n, { ...p, disconnected: false }])),
  };
  lobby.games.set(game.id, game);
  for (const p of humans) lobby.userGame.set(p.username, game.id);
  for (const s of old.spectators.keys()) if (lobby.userGame.get(s) === old.id) lobby.userGame.delete(s);
  const err = await launch(lobby, game);
  if (err) {
    lobby.dropGame(game);
    return;
  }
  if (old.node) lobby.nodes.get(old.node)?.rematchStarted(old.id, game.id);
  lobby.dropGame(old);
}
