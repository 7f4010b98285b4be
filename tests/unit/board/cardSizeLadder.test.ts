import { describe, expect, it } from 'vitest';
import { readSettings, stepCardSize, type CardSize } from '../../../src/protocol/account';
import { cardSizeKeyStep } from '../../../src/client/board/overlays/cardSizeKeys';

/** Presses keys from a starting size, as the board's + and - keys do. */
const press = (from: CardSize, keys: string) => [...keys].reduce<CardSize>((size, key) => {
  const step = cardSizeKeyStep(key);
  return step ? stepCardSize(size, step) : size;
}, from);

describe('the card-size ladder (site-spec: small < normal < large < x-large, clamped at the ends)', () => {
  it('steps up one size per + and down one per -', () => {
    expect(press('small', '+')).toBe('normal');
    expect(press('normal', '+')).toBe('large');
    expect(press('large', '+')).toBe('x-large');
    expect(press('x-large', '-')).toBe('large');
    expect(press('normal', '-')).toBe('small');
    expect(press('small', '++-+')).toBe('large');
  });

  it('stays at the ends', () => {
    expect(press('x-large', '+++')).toBe('x-large');
    expect(press('small', '---')).toBe('small');
    expect(press('large', '++++----------')).toBe('small');
  });

  it('takes = as + (its unshifted key) and ignores other keys', () => {
    expect(press('normal', '=')).toBe('large');
    expect(press('normal', 'a0_ ')).toBe('normal');
  });

  it('starts a stored size that is not on the ladder from normal', () => {
    expect(stepCardSize(readSettings({ cardSize: 'huge' }).cardSize, 1)).toBe('large');
  });
});
