import { useEffect, useMemo, type RefObject } from 'react';
import type { GameView } from '../../protocol/game';
import { computeLayout, type BoardLayout, type LayoutSettings } from './layout/boardLayout';
import { canvasScale, MIN_READABLE_CARD_W } from './layout/sizes';
import { useBoardSize } from './useBoardSize';

export interface FittedLayout {
  layout: BoardLayout | null;
  /** The chrome's scale: layout units to CSS px. */
  scale: number;
  /** The layout is bigger than the canvas, which then scrolls. */
  overflows: boolean;
}

/**
 * The layout fitted to the board's host (the canvas's own area, beside the sidebar or under the
 * drawer) less `reserve` CSS px at its bottom; never cards under the readable width. A layout taller
 * than the host opens scrolled (in `scroller`) to its bottom: the viewer's own rows.
 */
export function useFittedLayout(host: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>, view: GameView | null | undefined, settings: LayoutSettings, reserve: number): FittedLayout {
  const size = useBoardSize(host);
  const scale = canvasScale(size.w || 1280, size.h || 720);
  const { cardSize, useSquareCards, compact } = settings;
  const layout = useMemo(
    () => (view && size.w ? computeLayout(view, size.w / scale, (size.h - reserve) / scale, { cardSize, useSquareCards, compact, minCardW: MIN_READABLE_CARD_W / scale }) : null),
    [view, size.w, size.h, reserve, scale, cardSize, useSquareCards, compact],
  );
  const contentH = layout ? Math.round(layout.height * scale + reserve) : 0;
  useEffect(() => {
    const el = scroller.current;
    if (el && contentH > el.clientHeight) el.scrollTop = el.scrollHeight;
  }, [contentH, scroller]);
  const overflows = !!layout && (layout.width * scale > size.w + 1 || contentH > size.h + 1);
  return { layout, scale, overflows };
}
