import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { BoardLayout, PileBox } from '../layout/boardLayout';
import { theme } from './palette';


/** The piles beside each hand: a card back for the deck, a name and a count for each; clicking opens the pile. */
export function PileStacks({ layout, onPile }: { layout: BoardLayout; onPile: (pile: PileBox) => void }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const p of layout.piles) {
        if (p.pile !== 'deck' && p.pile !== 'archives') continue;
        if (p.count === 0) continue;
        const { x, y, w, h } = p.rect;
        for (let i = Math.min(3, p.count) - 1; i >= 0; i--) {
          g.roundRect(x + i * 1.5, y - i * 1.5, w, h, 4).fill(0x292524).stroke({ width: 1.5, color: theme.emberDeep });
        }
        g.circle(x + w / 2, y + h / 2, Math.min(w, h) / 5).fill(theme.emberDeep);
      }
    },
    [layout],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {layout.piles.map((p) => (
        <pixiContainer
          key={`${p.owner}:${p.pile}`}
          x={p.rect.x}
          y={p.rect.y}
          eventMode="static"
          cursor="pointer"
          hitArea={{ contains: (x: number, y: number) => x >= 0 && y >= 0 && x <= p.rect.w && y <= p.rect.h }}
          onPointerTap={() => onPile(p)}
        />
      ))}
    </pixiContainer>
  );
}
