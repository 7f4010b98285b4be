import { Rectangle, type Container, type FederatedPointerEvent } from 'pixi.js';
import { exposeForTests } from '../scene/testHooks';
import { useEffect, useRef } from 'react';
import type { DieView } from '../../../protocol/game';
import type { DiePlace } from '../layout/boardLayout';
import { theme } from '../scene/palette';

export interface DiceHitsProps {
  /** The viewer's own dice (only those answer a tap). */
  dice: DiePlace[];
  chosen: readonly string[];
  /** A tap on a die; `choose` when Shift was held or the die shows its basic face (it has no power to use). */
  onDie: (die: DieView, choose: boolean) => void;
}

/**
 * The player's dice as buttons on the canvas (rules version 3): a tap on a ready power face uses its
 * dice power; Shift+tap, or a tap on a basic face, marks the die to pay with (ringed). Tests find a
 * die's place on the screen through window.__boardDice.
 */
export function DiceHits({ dice, chosen, onDie }: DiceHitsProps) {
  const refs = useRef(new Map<string, Container>());
  const sizes = useRef(new Map<string, number>());
  useEffect(() => {
    // A hit area has no drawn bounds: its square's corners are mapped to the canvas instead.
    exposeForTests('__boardDice', (uuid: string): { x: number; y: number; width: number; height: number } | null => {
      const c = refs.current.get(uuid);
      const side = sizes.current.get(uuid);
      if (!c || side === undefined) return null;
      const a = c.toGlobal({ x: 0, y: 0 });
      const b = c.toGlobal({ x: side, y: side });
      return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
    });
  }, []);
  return (
    <>
      {dice.map((d) => (
        <pixiContainer
          key={d.die.uuid}
          ref={(c: Container | null) => {
            sizes.current.set(d.die.uuid, d.size);
            if (c) refs.current.set(d.die.uuid, c);
            else refs.current.delete(d.die.uuid);
          }}
          x={d.x - d.size / 2}
          y={d.y - d.size / 2}
          eventMode="static"
          cursor="pointer"
          hitArea={new Rectangle(0, 0, d.size, d.size)}
          onPointerTap={(e: FederatedPointerEvent) => onDie(d.die, e.shiftKey || d.die.face === 'basic')}
        >
          {chosen.includes(d.die.uuid) ? (
            <pixiGraphics draw={(g) => g.clear().roundRect(-3, -3, d.size + 6, d.size + 6, 6).stroke({ width: 2, color: theme.ember })} />
          ) : null}
        </pixiContainer>
      ))}
    </>
  );
}
