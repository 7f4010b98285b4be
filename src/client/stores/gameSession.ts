import { proxy, ref } from 'valtio';
import type { GameView } from '../../protocol/game';
import { applyPatch } from '../../protocol/gamePatch';
import type { AbsenceMessage, ClockMessage, EndPrompt, GamePatch, Spectator } from '../../protocol/sockets';
import type { AbsenceCountdown, BoardSession, Received, Refusal } from '../board/types';

export type GameLinkState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting' | 'connectFailed' | 'closed';
export type PingLevel = 'success' | 'warning' | 'danger' | 'unknown';

/** The spec's typing indicator resets after 2 s without news (a volatile 'false' may be lost). */
export const TYPING_RESET_MS = 2000;

/**
 * The live game session: everything the game socket receives, in one place the board renders
 * from (ARCHITECTURE: "a signal is done when it is on screen"). The game socket is its only
 * writer; /practice writes it through the same functions for its in-browser game.
 */
export interface GameSessionState extends BoardSession {
  /** The last full view, kept as an immutable plain object (valtio `ref`): a patch makes a new one. */
  view: GameView | null;
  /** Patches refused (stale, gap, failed): the game socket asked for a resync each time. */
  refusedPatches: number;
  /** The game link as the connection machine sees it; null before the first connection. */
  link: { state: GameLinkState | null; ping: { level: PingLevel; text: string }; splash: boolean };
}

const waitingPing = { level: 'unknown' as PingLevel, text: 'Waiting for ping' };

function initial(): GameSessionState {
  return {
    view: null,
    refusedPatches: 0,
    clocks: null,
    absence: null,
    typing: [],
    endPrompt: null,
    refusal: null,
    spectators: [],
    link: { state: null, ping: waitingPing, splash: false },
  };
}

export const gameSession = proxy<GameSessionState>(initial());

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** 'gamestate': the full view replaces the current one. */
export function applyGameState(view: GameView): void {
  gameSession.view = ref(view);
}

export type PatchResult = 'applied' | 'stale' | 'gap' | 'failed';

/**
 * 'gamepatch': applied by the protocol's one rule (protocol/gamePatch.ts): only to the view whose
 * stateId is the message's `from`; a stale patch is dropped, and on a gap or a failed patch the
 * caller asks for a full state. A refused patch leaves the current view untouched.
 */
export function applyGamePatch(message: GamePatch): PatchResult {
  const outcome = applyPatch(gameSession.view, message);
  if (outcome.result !== 'applied') return refusePatch(outcome.result);
  gameSession.view = ref(outcome.view);
  return 'applied';
}

function refusePatch(result: Exclude<PatchResult, 'applied'>): PatchResult {
  gameSession.refusedPatches++;
  return result;
}

/** 'clock': kept with its arrival time; the server's `at` is another machine's clock, so it is not used. */
export function applyClock(clock: ClockMessage, receivedAt = now()): void {
  gameSession.clocks = ref({ ...clock, receivedAt }) as Received<ClockMessage>;
}

/** 'absence': a countdown starts, or (remainingMs null) the player came back. */
export function applyAbsence(absence: AbsenceMessage, receivedAt = now()): void {
  if (absence.remainingMs === null) {
    if (!gameSession.absence || gameSession.absence.player === absence.player) gameSession.absence = null;
  } else gameSession.absence = ref({ player: absence.player, remainingMs: absence.remainingMs, receivedAt }) as Received<AbsenceCountdown>;
}

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** 'playertyping': the name shows while typing, and goes 2 s after the last 'true' unless it comes again. */
export function applyTyping({ name, typing }: { name: string; typing: boolean }): void {
  const timer = typingTimers.get(name);
  if (timer) clearTimeout(timer);
  typingTimers.delete(name);
  const others = gameSession.typing.filter((n) => n !== name);
  if (!typing) {
    if (others.length !== gameSession.typing.length) gameSession.typing = others;
    return;
  }
  if (others.length === gameSession.typing.length) gameSession.typing = [...others, name];
  typingTimers.set(
    name,
    setTimeout(() => applyTyping({ name, typing: false }), TYPING_RESET_MS),
  );
}

/** 'endprompt': continue or rematch, waiting for the opponent, declined, or the rematch starting. */
export function applyEndPrompt(prompt: EndPrompt): void {
  gameSession.endPrompt = prompt;
}

let refusalCount = 0;

/** 'gameerror': the server refused what this viewer sent; the board shows it for a few seconds. */
export function applyRefusal(message: string, at = now()): void {
  gameSession.refusal = { id: ++refusalCount, message, at } satisfies Refusal;
}

/** The refusal was shown long enough (only the one shown is dismissed, not a newer one). */
export function dismissRefusal(id: number): void {
  if (gameSession.refusal?.id === id) gameSession.refusal = null;
}

/** 'spectators': who is watching, as the node sees its connected spectators. */
export function applySpectators(spectators: Spectator[]): void {
  gameSession.spectators = spectators;
}

export function setLink(link: GameSessionState['link']): void {
  gameSession.link = link;
}

/** The game ended, was left, or a rematch hands over to a new game: forget the session and its link. */
export function clearGameSession(): void {
  for (const t of typingTimers.values()) clearTimeout(t);
  typingTimers.clear();
  Object.assign(gameSession, initial());
}
