import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { BoardLayout } from '../layout/boardLayout';
import { theme } from './palette';

/** Targeting: a line from the source card to each target, and battle lines from attackers to what they attack. */
export function TargetLines({ layout, links }: { layout: BoardLayout; links: Array<{ from: string; to: string; kind: 'target' | 'attack' | 'block' }> }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const at = new Map(layout.cards.map((c) => [c.uuid, c]));
      for (const l of links) {
        const a = at.get(l.from);
        const b = at.get(l.to);
        if (!a || !b) continue;
        const color = l.kind === 'target' ? theme.target : l.kind === 'attack' ? theme.attacker : theme.defender;
        g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 3, color, alpha: 0.75 });
        g.circle(b.x, b.y, 6).fill({ color, alpha: 0.9 });
      }
    },
    [layout, links],
  );
  return <pixiGraphics draw={draw} eventMode="none" />;
}
