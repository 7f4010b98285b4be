import { describe, expect, it } from 'vitest';
import { boardBackgroundStyle, hasBackground, VEIL } from '../../../src/client/board/layout/background';
import { backgroundSwatch } from '../../../src/client/ui/backgroundSwatches';

describe('board background', () => {
  it('draws the profile swatches, a covering custom image, or nothing', () => {
    expect(boardBackgroundStyle({ background: 'none' })).toBeUndefined();
    expect(boardBackgroundStyle({ background: 'forest' })).toEqual({ backgroundImage: `${VEIL}, ${backgroundSwatch.forest}` });
    expect(boardBackgroundStyle({ background: 'custom', customBackground: '/img/bg 1.png' })).toEqual({ backgroundImage: `${VEIL}, url("/img/bg 1.png")`, backgroundSize: 'cover', backgroundPosition: 'center' });
    expect(hasBackground({ background: 'custom', customBackground: null })).toBe(false);
    expect(hasBackground({ background: 'stone' })).toBe(false);
    expect(hasBackground({ background: 'night' })).toBe(true);
  });
});
