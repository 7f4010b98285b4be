import type { PileName } from '../../../protocol/game';
import type { MenuItem } from '../scene/CardMenu';

/** A translation function as react-i18next's `t` is called here: a key and optional values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * `t` with its strings kept: the same key and values give the string the first call gave, without
 * i18next's lookup and interpolation again. The board asks for the same few hundred labels on every
 * view (every card's menu and move buttons), which was half of React's work per move (docs/benchmarks.md,
 * "The accessible mirror per move"). Make a new one when `t` changes (a new language gives a new `t`).
 */
export function cachedTranslate(t: Translate): Translate {
  const kept = new Map<string, string>();
  return (key, values) => {
    const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let text = kept.get(id);
    if (text === undefined) {
      text = t(key, values);
      kept.set(id, text);
    }
    return text;
  };
}

/** What one card's entry of the accessible mirror shows: its button's name and label, and the buttons after it. */
export interface MirrorRowData {
  uuid: string;
  /** The card button's text (the card's name, or "Face-down card"). */
  name: string;
  /** The card button's ARIA label (describe.ts). */
  label: string;
  /** Board-spec 2's Choose buttons' keys (at most one for a card). */
  choose: string[];
  menu: MenuItem[];
  /** Piles the card may be moved to by a button (its own pile left out). */
  targets: PileName[];
}

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
  return true;
}

const sameItem = (x: MenuItem, y: MenuItem) => x.id === y.id && x.text === y.text && x.keys === y.keys;
const same = <T,>(x: T, y: T) => x === y;

/** Whether two rows show the same thing: then the row's DOM stays as it is (the mirror's rows are memoized on it). */
export function sameRow(a: MirrorRowData, b: MirrorRowData): boolean {
  return (
    a.uuid === b.uuid &&
    a.name === b.name &&
    a.label === b.label &&
    sameList(a.choose, b.choose, same) &&
    sameList(a.menu, b.menu, sameItem) &&
    sameList(a.targets, b.targets, same)
  );
}
