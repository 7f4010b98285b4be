import type { CardPlace, Rect } from '../layout/boardLayout';

/**
 * Where the canvas's hover zoom is drawn now (layout units), for the DOM over the canvas that must
 * not sit on it. A tiny store rather than React state: the zoom follows the mouse from card to card,
 * and only the Choose buttons read it, so only they re-render.
 */
export interface ZoomSpot {
  get(): Rect | null;
  set(rect: Rect | null): void;
  subscribe(listener: () => void): () => void;
}

export function zoomSpot(): ZoomSpot {
  let rect: Rect | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => rect,
    set(next) {
      if (next === rect || (next && rect && next.x === rect.x && next.y === rect.y && next.w === rect.w && next.h === rect.h)) return;
      rect = next ? { x: next.x, y: next.y, w: next.w, h: next.h } : null;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The strip a champion's Choose button sits in (ChooseOverlay draws it there): over the lower art,
 * just above the card's foot (the bottom fifth), so the attack and life numerals stay in sight.
 */
export function chooseStrip(place: Pick<CardPlace, 'x' | 'y' | 'w' | 'h'>): Rect {
  return { x: place.x - place.w / 2, y: place.y + place.h * 0.3 - 26, w: place.w, h: 26 };
}

/** Whether the zoom at `zoom` covers (any of) a champion's Choose button. */
export function zoomCoversChoose(zoom: Rect | null, place: Pick<CardPlace, 'x' | 'y' | 'w' | 'h'>): boolean {
  if (!zoom) return false;
  const s = chooseStrip(place);
  return zoom.x < s.x + s.w && s.x < zoom.x + zoom.w && zoom.y < s.y + s.h && s.y < zoom.y + zoom.h;
}
