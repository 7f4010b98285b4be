import { cardFace } from '../../cardArt/face';
import type { MagicPalette } from '../../cardArt/palette';
import { svgDocument } from '../../cardArt/svg';
import type { CatalogCard } from '../../protocol/cards';

/**
 * Card images for the site (/img/cards, alt arts): the same face the board draws in its zoom,
 * from src/cardArt, as an SVG document. Pure: same card, same SVG.
 */
export function renderCardSvg(card: CatalogCard, variant: 'normal' | 'square' = 'normal', alt?: { palette: MagicPalette; banner: string }): string {
  const face = cardFace(card, { detail: 'full', square: variant === 'square', palette: alt?.palette, banner: alt?.banner });
  return svgDocument(face.shapes, face.w, face.h, alt ? `${card.name} (${alt.banner})` : card.name, `c-${card.id}-`);
}
