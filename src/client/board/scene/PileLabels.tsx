import type { BoardLayout } from '../layout/boardLayout';
import { textQuality, theme } from './palette';

const labelStyle = { fontFamily: 'system-ui, sans-serif', fontSize: 10, fill: theme.muted };
const countStyle = { fontFamily: 'system-ui, sans-serif', fontSize: 14, fontWeight: 'bold' as const, fill: 0xffffff, stroke: { color: 0x000000, width: 3 } };

/** Pile names under, and counts over, the piles; drawn above the cards and never catching the pointer. */
export function PileLabels({ layout }: { layout: BoardLayout }) {
  return (
    <pixiContainer eventMode="none">
      {layout.piles.map((p) => (
        <pixiContainer key={`${p.owner}:${p.pile}`} x={p.rect.x} y={p.rect.y}>
          <pixiText text={p.pile} style={labelStyle} x={p.rect.w / 2} y={p.rect.h + 1} anchor={{ x: 0.5, y: 0 }} resolution={textQuality.resolution} />
          <pixiText text={String(p.count)} style={countStyle} x={p.rect.w / 2} y={p.rect.h - 12} anchor={0.5} resolution={textQuality.resolution} />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}
