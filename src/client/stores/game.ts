import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { GameView } from '../../protocol/game';
import type { CardSize } from '../../protocol/account';
import { applyPatch } from '../../protocol/gamePatch';
import type { AbsenceMessage, ClockMessage, GamePatch } from '../../protocol/sockets';
import { accountStore } from './account';

/** The local view settings (site-spec: card size, square cards, background), kept in local storage. */
export interface ViewSettings {
  cardSize: CardSize;
  useSquareCards: boolean;
  background: string;
  customBackground: string | null;
}

const SETTINGS_KEY = 'emberhall.boardSettings';
const defaults: ViewSettings = { cardSize: 'normal', useSquareCards: false, background: 'none', customBackground: null };

function loadSettings(): ViewSettings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    return raw ? { ...defaults, ...(JSON.parse(raw) as Partial<ViewSettings>) } : { ...defaults };
  } catch {
    return { ...defaults };
  }
}

/**
 * The current game: the last full view, kept as an immutable plain object (valtio `ref`), so a
 * patch makes a new object and React sees a new reference while nothing deep is proxied.
 */
/** A node message with the local time it arrived (performance.now()), for ticking down between updates. */
export type Received<T> = T & { receivedAt: number };

export const gameStore = proxy<{
  view: GameView | null;
  settings: ViewSettings;
  refused: number;
  /** The chess clock ('clock'), when the game has a time limit. */
  clocks: Received<ClockMessage> | null;
  /** A disconnected player's countdown ('absence'); null when nobody is away. */
  absence: Received<AbsenceMessage & { remainingMs: number }> | null;
}>({
  view: null,
  settings: loadSettings(),
  refused: 0,
  clocks: null,
  absence: null,
});

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** 'clock': kept with its arrival time; the server's `at` is another machine's clock, so it is not used. */
export function applyClock(clock: ClockMessage, receivedAt = now()): void {
  gameStore.clocks = ref({ ...clock, receivedAt });
}

/** 'absence': a countdown starts, or (remainingMs null) the player came back. */
export function applyAbsence(absence: AbsenceMessage, receivedAt = now()): void {
  if (absence.remainingMs === null) {
    if (!gameStore.absence || gameStore.absence.player === absence.player) gameStore.absence = null;
  } else gameStore.absence = ref({ player: absence.player, remainingMs: absence.remainingMs, receivedAt });
}

/** 'gamestate': the full view replaces the current one. */
export function applyGameState(view: GameView): void {
  gameStore.view = ref(view);
}

export type PatchResult = 'applied' | 'stale' | 'gap' | 'failed' | 'no-view';

/**
 * 'gamepatch': applied by the protocol's one rule (protocol/gamePatch.ts): only to the view whose
 * stateId is the message's `from`; a stale patch is dropped, and on a gap or a failed patch the
 * caller asks for a full state. A refused patch leaves the current view untouched.
 */
export function applyGamePatch(message: GamePatch): PatchResult {
  const outcome = applyPatch(gameStore.view, message);
  if (outcome.result !== 'applied') return refuse(outcome.result);
  gameStore.view = ref(outcome.view);
  return 'applied';
}

function refuse(result: Exclude<PatchResult, 'applied'>): PatchResult {
  gameStore.refused++;
  return result;
}

/** The game ended or was left. */
export function clearGame(): void {
  gameStore.view = null;
  gameStore.clocks = null;
  gameStore.absence = null;
}

export function setViewSetting<K extends keyof ViewSettings>(key: K, value: ViewSettings[K]): void {
  gameStore.settings[key] = value;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(gameStore.settings));
  } catch {
    // Storage may be unavailable; the setting still applies for this visit.
  }
}

/** The profile's board background follows the account (the board itself cannot change it). */
function followAccount(): void {
  const s = accountStore.user?.settings;
  if (!s) return;
  gameStore.settings.background = s.background;
  gameStore.settings.customBackground = s.customBackground;
}
followAccount();
subscribeKey(accountStore, 'user', followAccount);
