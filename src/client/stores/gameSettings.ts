import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { boardBackgrounds, ProfileSaveResponse, type CardSize, type ProfileSaveRequest } from '../../protocol/account';
import { api } from '../net/api';
import { accountStore, setUser } from './account';

/** The viewer's view settings (site-spec: card size, square cards, background). */
export interface ViewSettings {
  cardSize: CardSize;
  useSquareCards: boolean;
  background: string;
  customBackground: string | null;
  /** The chime when one's turn starts: this browser's choice (kept in local storage, not the profile). */
  turnSound: boolean;
}

const SETTINGS_KEY = 'emberhall.boardSettings';
const defaults: ViewSettings = { cardSize: 'normal', useSquareCards: false, background: 'none', customBackground: null, turnSound: true };

/** Without an account the board's own choices are kept in local storage. */
function loadSettings(): ViewSettings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    return raw ? { ...defaults, ...(JSON.parse(raw) as Partial<ViewSettings>) } : { ...defaults };
  } catch {
    return { ...defaults };
  }
}

/** The viewer's own board settings; the game itself is in the game-session store (gameSession.ts). */
export const gameSettings = proxy<{ settings: ViewSettings }>({ settings: loadSettings() });

/** The choices the board itself can change; a logged-in player's are saved to their profile. */
type ProfileChoice = Pick<ViewSettings, 'cardSize' | 'useSquareCards'>;
let pending: Partial<ProfileChoice> | null = null;
let saving = false;

/**
 * Saves the board's latest card-size choices to the profile, one save at a time (a burst of +/- presses
 * ends on the last one). The profile save is the spec's one call: the rest of the profile goes back as stored.
 */
async function saveToProfile(): Promise<void> {
  if (saving) return;
  saving = true;
  try {
    while (pending) {
      const change = pending;
      pending = null;
      const user = accountStore.user;
      if (!user) break;
      const { customBackground: _kept, ...stored } = user.settings;
      const background = (boardBackgrounds as readonly string[]).includes(stored.background) ? (stored.background as (typeof boardBackgrounds)[number]) : 'none';
      const body: ProfileSaveRequest = { email: user.email, settings: { ...stored, background, ...change } };
      const answer = await api(`/api/account/${encodeURIComponent(user.username)}`, ProfileSaveResponse, { method: 'PUT', body });
      // The user only: a new access token would re-authenticate the lobby socket, which hands the
      // game over again and reconnects the board mid-game. The current token stays valid.
      setUser(answer.user);
    }
  } catch {
    // Not saved (offline, session gone): the choice still applies on this board; the profile keeps the old one.
  } finally {
    saving = false;
  }
}

export function setViewSetting<K extends keyof ViewSettings>(key: K, value: ViewSettings[K]): void {
  gameSettings.settings[key] = value;
  if ((key === 'cardSize' || key === 'useSquareCards') && accountStore.user) {
    pending = { ...pending, [key]: value };
    void saveToProfile();
    return;
  }
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(gameSettings.settings));
  } catch {
    // Storage may be unavailable; the setting still applies for this visit.
  }
}

/** A logged-in player's board follows their profile: background, card size and square cards. */
function followAccount(): void {
  const s = accountStore.user?.settings;
  if (!s) return;
  gameSettings.settings.background = s.background;
  gameSettings.settings.customBackground = s.customBackground;
  // While a board choice is on its way to the profile, the board keeps it rather than the older answer.
  if (pending || saving) return;
  gameSettings.settings.cardSize = s.cardSize;
  gameSettings.settings.useSquareCards = s.useSquareCards;
}
followAccount();
subscribeKey(accountStore, 'user', followAccount);
