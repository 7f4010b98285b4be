import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';
import type { Graphics } from 'pixi.js';
import type { DiePlace } from '../layout/boardLayout';
import { EFFECT, track } from './effects/running';
import { magicColor, theme } from './palette';

/** A die's square turned by `angle` around its centre (a tumbling die loses its rounded corners). */
function turned(x: number, y: number, s: number, angle: number): number[] {
  const c = Math.cos(angle) * (s / 2);
  const n = Math.sin(angle) * (s / 2);
  return [x - c + n, y - n - c, x + c + n, y + n - c, x + c - n, y + n + c, x - c - n, y - n + c];
}

/**
 * Every die of both players in one Graphics: coloured by magic, power faces marked, exhausted dice
 * dimmed. When `roll` changes (a new round) the dice tumble for a moment and land on their faces.
 */
export function DiceRow({ dice, roll }: { dice: DiePlace[]; roll?: number }) {
  const ref = useRef<Graphics>(null);
  const paint = useCallback(
    (g: Graphics, t = 1) => {
      g.clear();
      // Says a roll is drawing (tests/e2e/feedbackPixels.test.ts catches the tumble by it).
      g.label = t < 1 ? 'dice-rolling' : 'dice';
      for (const [i, d] of dice.entries()) {
        const alpha = d.die.exhausted ? 0.3 : 1;
        // t runs 0..1 through a roll: the die spins down to rest and swells back to its size.
        const s = d.size * (t < 1 ? 0.8 + 0.2 * t + 0.15 * Math.sin(t * Math.PI) : 1);
        const spin = (1 - t) * (Math.PI * 1.5 + (i % 3) * 0.6);
        if (t < 1) g.poly(turned(d.x, d.y, s, spin)).fill({ color: magicColor[d.die.magic], alpha }).stroke({ width: 1, color: 0x000000, alpha: 0.5 });
        else g.roundRect(d.x - s / 2, d.y - s / 2, s, s, 4).fill({ color: magicColor[d.die.magic], alpha }).stroke({ width: 1, color: 0x000000, alpha: 0.5 });
        // Mid-roll the faces flicker; they settle on the rolled face for the last third.
        const power = t < 0.66 ? (Math.floor(t * 9) + i) % 2 === 0 : d.die.face === 'power';
        if (power) g.star(d.x, d.y, 5, s * 0.3, s * 0.14, spin).fill({ color: 0xffffff, alpha });
        else g.circle(d.x, d.y, s * 0.12).fill({ color: theme.board, alpha });
      }
    },
    [dice],
  );
  const draw = useCallback((g: Graphics) => paint(g), [paint]);
  const latest = useRef(paint);
  latest.current = paint;

  useEffect(() => {
    const g = ref.current;
    if (roll === undefined || !g) return;
    const state = { t: 0 };
    const tween = gsap.to(state, {
      t: 1,
      duration: EFFECT.dice,
      ease: 'power2.out',
      onUpdate: () => {
        if (!g.destroyed) latest.current(g, state.t);
      },
    });
    track(tween);
    return () => {
      tween.progress(1);
    };
  }, [roll]);

  return <pixiGraphics ref={ref} draw={draw} eventMode="none" />;
}
