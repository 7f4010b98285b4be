import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { DiePlace } from '../layout/boardLayout';
import { magicColor, theme } from './palette';

/** Every die of both players in one Graphics: coloured by magic, power faces marked, exhausted dice dimmed. */
export function DiceRow({ dice }: { dice: DiePlace[] }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const d of dice) {
        const s = d.size;
        const alpha = d.die.exhausted ? 0.3 : 1;
        g.roundRect(d.x - s / 2, d.y - s / 2, s, s, 4).fill({ color: magicColor[d.die.magic], alpha }).stroke({ width: 1, color: 0x000000, alpha: 0.5 });
        if (d.die.face === 'power') g.star(d.x, d.y, 5, s * 0.3, s * 0.14).fill({ color: 0xffffff, alpha });
        else g.circle(d.x, d.y, s * 0.12).fill({ color: theme.board, alpha });
      }
    },
    [dice],
  );
  return <pixiGraphics draw={draw} eventMode="none" />;
}
