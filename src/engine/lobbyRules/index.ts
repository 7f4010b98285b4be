/**
 * The lobby's rules, pure and shared: the lobby server decides with them, and the statecharts and
 * lobby pages show the same answers (deck legality, start, join and watch, ranked options, release).
 */
export { accessMessages, joinProblem, watchProblem, type AccessGame, type AccessViewer } from './access';
export { deckChoiceProblem, deckLegality, deckMessages, isPlayable, type DeckLegality } from './deck';
export { savesReplay, settleRankOptions } from './options';
export { RELEASE_VERSION } from './release';
export { startMessages, startProblem, type StartFacts, type StartSeat } from './start';
export { decklistMessages, decklistProblem, type DecklistFacts } from './decklist';
