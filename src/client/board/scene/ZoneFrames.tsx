import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { BoardLayout } from '../layout/boardLayout';
import { theme } from './palette';

/** The quiet frames of the board: the bars, hand areas, play areas, spellboards and energy boxes. */
export function ZoneFrames({ layout, activeSide }: { layout: BoardLayout; activeSide: 'me' | 'opponent' | null }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const side of ['me', 'opponent'] as const) {
        const bar = layout.bars[side];
        if (bar.w) g.rect(bar.x, bar.y, bar.w, bar.h).fill({ color: theme.panel, alpha: 0.92 }).rect(bar.x, side === 'me' ? bar.y : bar.y + bar.h - 1, bar.w, 1).fill(side === activeSide ? theme.ember : theme.panelEdge);
        const e = layout.energy[side];
        if (e.w) g.roundRect(e.x, e.y, e.w, e.h, 6).fill({ color: theme.panel, alpha: 0.9 }).stroke({ width: 1, color: side === activeSide ? theme.ember : theme.panelEdge });
      }
      for (const z of layout.zones) {
        if (z.pile === 'play area' || z.pile === 'spells' || z.pile === 'hand') {
          // Outlines only: large translucent fills cost a blend per pixel on software WebGL.
          g.roundRect(z.rect.x, z.rect.y, z.rect.w, z.rect.h, 6).stroke({ width: 1, color: theme.panelEdge, alpha: 0.6 });
        }
      }
      for (const p of layout.piles) g.roundRect(p.rect.x, p.rect.y, p.rect.w, p.rect.h, 4).stroke({ width: 1, color: theme.panelEdge, alpha: 0.9 });
      const m = layout.middle;
      g.rect(m.x + 8, m.y + m.h / 2, m.w - 16, 1).fill({ color: theme.ember, alpha: 0.35 });
    },
    [layout, activeSide],
  );
  return <pixiGraphics draw={draw} />;
}
