/**
 * The built-in board backgrounds (protocol/account.ts `boardBackgrounds`) as CSS gradients: the
 * profile page shows them as swatches and the board draws them (board/layout/background.ts).
 */
export const backgroundSwatch: Record<string, string> = {
  none: 'linear-gradient(135deg, #1c1917, #0c0a09)',
  ember: 'radial-gradient(circle at 30% 20%, #f97316 0%, #7c2d12 45%, #1c0a05 100%)',
  forest: 'radial-gradient(circle at 70% 30%, #4d7c0f 0%, #14532d 50%, #052e16 100%)',
  night: 'radial-gradient(circle at 50% 10%, #6366f1 0%, #312e81 45%, #0f0a1e 100%)',
};
