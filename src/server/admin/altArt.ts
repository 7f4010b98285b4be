import type { AltCard, CatalogCard } from '../../protocol/cards';
import { altPalette } from '../../cardArt/altPalette';
import { renderCardSvg } from '../cards/art';

/** An alt-art card face: the card's own face (one generator, src/cardArt) on the alt's palette, with its name on a foil ribbon. */
export function altArtSvg(alt: AltCard, card: CatalogCard | undefined): string {
  const variant = alt.name.match(/\(([^)]+)\)/)?.[1] ?? 'Alternate art';
  const base: CatalogCard = card ?? { id: alt.alt, stub: alt.stub, name: alt.name, type: 'Action', cost: [], pitchValue: 0, text: '', deckType: 'standard', conjurations: [], imageUrl: '' };
  return renderCardSvg({ ...base, id: alt.alt }, 'normal', { palette: altPalette(alt.alt), banner: variant });
}
