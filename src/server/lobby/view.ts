import { savesReplay, startProblem } from '../../engine/lobbyRules';
import type { LobbyGame, LobbyPlayer } from '../../protocol/lobby';
import { listEntry, type ListEntry } from './listEntry';
import { startFacts } from './ruleFacts';
import type { PendingGame, PendingPlayer } from './types';

function playerView(p: PendingPlayer): LobbyPlayer {
  return {
    name: p.username,
    username: p.username,
    avatar: p.avatar,
    faveColor: p.faveColor,
    role: p.isBot ? 'bot' : undefined,
    gamesPlayed: p.gamesPlayed,
    disconnected: p.disconnected,
    left: p.left,
    deck: p.deck
      ? {
          selected: true,
          name: p.deck.name,
          status: { basicRules: p.deck.basicRules, legalToPlay: p.deck.legalToPlay },
          _id: p.deck.deckId,
          precon_id: p.deck.preconId,
        }
      : { selected: false },
    champions: p.champions,
  };
}

/**
 * The game as the lobby lists it to one viewer (null: anonymous): never the password, the draft
 * without its internal order, and that viewer's own start problem.
 */
export function lobbyGame(g: PendingGame, viewer: string | null): LobbyGame {
  const o = g.options;
  const draft = g.draft
    ? {
        playerChoices: g.draft.playerChoices,
        playerDiscards: g.draft.playerDiscards,
        choosingPlayer: g.draft.choosingPlayer,
        champSet: g.draft.champSet,
        complete: g.draft.complete,
        canStart: g.draft.canStart,
      }
    : undefined;
  return {
    id: g.id,
    name: o.name,
    gameFormat: o.gameFormat,
    gameType: g.solo ? 'solo' : o.gameType,
    newGameType: o.newGameType,
    started: g.started,
    full: g.players.size >= 2,
    solo: g.solo,
    owner: g.owner,
    players: Object.fromEntries([...g.players].map(([name, p]) => [name, playerView(p)])),
    spectators: [...g.spectators].map(([name, s]) => ({ id: s.userId, name })),
    allowSpectators: o.allowSpectators,
    showHand: o.showHand,
    openHands: o.openHands,
    hideDecklists: o.hideDecklists,
    needsPassword: !!g.password,
    gamePrivate: o.gamePrivate,
    node: g.node ?? undefined,
    createdAt: g.createdAt.toISOString(),
    startedAt: g.startedAt?.toISOString() ?? null,
    finishedAt: g.finishedAt?.toISOString() ?? null,
    winner: g.winner,
    drafting: !!g.draft && !g.draft.canStart,
    draftState: draft,
    isReplay: false,
    botLevel: [...g.players.values()].some((p) => p.isBot) ? o.botLevel : undefined,
    saveReplay: savesReplay(o),
    ranked: o.ranked,
    timeLimit: o.timeLimit,
    startProblem: startProblem(startFacts(g), viewer),
  };
}

/**
 * One game's list entry for many viewers at once (a publish reaches every socket): the entries differ
 * only in the start problem, so one copy is made per distinct problem, not per viewer.
 */
export function lobbyGameViews(g: PendingGame): (viewer: string | null) => ListEntry {
  const facts = startFacts(g);
  const base = listEntry(lobbyGame(g, null));
  const byProblem = new Map<string | null, ListEntry>([[base.startProblem, base]]);
  return (viewer) => {
    const problem = startProblem(facts, viewer);
    let view = byProblem.get(problem);
    if (!view) byProblem.set(problem, (view = { ...base, startProblem: problem }));
    return view;
  };
}
