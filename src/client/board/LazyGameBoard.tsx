import { lazy } from 'react';

/** The board as a lazy chunk: pages import this, so PixiJS loads only when a game is shown. */
export const LazyGameBoard = lazy(() => import('./GameBoard'));
