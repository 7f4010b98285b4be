import { describe, expect, it } from 'vitest';
import { computeLayout, spacing } from '../../../src/client/board/layout/boardLayout';
import { sidebarWidth } from '../../../src/client/board/layout/sizes';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';

const rowY = (l: ReturnType<typeof computeLayout>, zone: string) => l.cards.find((c) => c.side === 'me' && c.zone === zone)!.y;

describe('compact layout', () => {
  const view = syntheticView(150);
  const settings = { cardSize: 'normal', useSquareCards: false } as const;
  // A narrow, tall board: the width sets the cards' size, so there is spare height to place.
  const normal = computeLayout(view, 1000, 1100, settings);
  const compact = computeLayout(view, 1000, 1100, { ...settings, compact: true });

  it('has thinner stats bars and packs the rows tightly, the spare height in the middle', () => {
    expect(compact.bars.me.h).toBe(spacing.compact.bar);
    expect(normal.bars.me.h).toBe(spacing.normal.bar);
    expect(rowY(compact, 'champions') - rowY(compact, 'play area')).toBeLessThan(rowY(normal, 'champions') - rowY(normal, 'play area'));
    expect(compact.cardH + spacing.compact.gap).toBeCloseTo(rowY(compact, 'champions') - rowY(compact, 'play area'));
    // The middle strip stays centred between the play areas.
    const oppPlayBottom = compact.cards.find((c) => c.side === 'opponent' && c.zone === 'play area')!.y + compact.cardH / 2;
    const myPlayTop = rowY(compact, 'play area') - compact.cardH / 2;
    expect(compact.middle.y - oppPlayBottom).toBeCloseTo(myPlayTop - (compact.middle.y + compact.middle.h));
    for (const c of compact.cards) expect(c.y + c.h / 2).toBeLessThanOrEqual(1100.5);
  });

  it('gives bigger cards than the normal layout on a short board', () => {
    const short = { ...settings, cardSize: 'large' } as const;
    expect(computeLayout(view, 1000, 600, { ...short, compact: true }).cardH).toBeGreaterThan(computeLayout(view, 1000, 600, short).cardH);
  });

  it('narrows the sidebar', () => {
    expect(sidebarWidth(true)).toBeLessThan(sidebarWidth(false));
  });
});
