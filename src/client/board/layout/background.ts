import type { CSSProperties } from 'react';
import { backgroundSwatch } from '../../ui/backgroundSwatches';
import type { BoardSettings } from '../types';

/** A dark veil over the background, so the board's text and outlines stay readable on it. */
export const VEIL = 'linear-gradient(rgba(12, 10, 9, 0.55), rgba(12, 10, 9, 0.55))';

/** Whether a background is drawn behind the canvas (which is then transparent). */
export function hasBackground(settings: Pick<BoardSettings, 'background' | 'customBackground'>): boolean {
  return settings.background === 'custom' ? !!settings.customBackground : settings.background !== 'none' && settings.background in backgroundSwatch;
}

/**
 * The board's background (site-spec: the user's background setting): the profile's gradient
 * swatches for ember, forest and night, a custom image covering the board, or nothing; under a veil.
 */
export function boardBackgroundStyle(settings: Pick<BoardSettings, 'background' | 'customBackground'>): CSSProperties | undefined {
  if (!hasBackground(settings)) return undefined;
  if (settings.background === 'custom') {
    return { backgroundImage: `${VEIL}, url(${JSON.stringify(settings.customBackground)})`, backgroundSize: 'cover', backgroundPosition: 'center' };
  }
  return { backgroundImage: `${VEIL}, ${backgroundSwatch[settings.background]}` };
}
