import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { CardSize } from '../../protocol/account';
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

/** The viewer's own board settings; the game itself is in the game-session store (gameSession.ts). */
export const gameSettings = proxy<{ settings: ViewSettings }>({ settings: loadSettings() });

export function setViewSetting<K extends keyof ViewSettings>(key: K, value: ViewSettings[K]): void {
  gameSettings.settings[key] = value;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(gameSettings.settings));
  } catch {
    // Storage may be unavailable; the setting still applies for this visit.
  }
}

/** The profile's board background follows the account (the board itself cannot change it). */
function followAccount(): void {
  const s = accountStore.user?.settings;
  if (!s) return;
  gameSettings.settings.background = s.background;
  gameSettings.settings.customBackground = s.customBackground;
}
followAccount();
subscribeKey(accountStore, 'user', followAccount);
