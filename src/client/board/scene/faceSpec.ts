import { altPalette } from '../../../cardArt/altPalette';
import { FACE_W, type FaceCard, type FaceOptions } from '../../../cardArt/face';
import type { CardView } from '../../../protocol/game';

export type Face = Pick<CardView, 'id' | 'name' | 'type' | 'magic' | 'text' | 'attack' | 'defense' | 'recover' | 'pitchValue' | 'cost' | 'abilityCost' | 'keywords' | 'defeated' | 'stub' | 'imageStub' | 'deckType'>;

/**
 * The resolution a face is baked at for a card drawn `pixels` device pixels wide: a quarter step
 * above 1.25 texels per pixel, so the GPU's linear filter shrinks it a little (sharp) and never
 * stretches it (blurry), while a 100 px card costs a 150x210 texture rather than 300x420.
 */
export function faceResolution(pixels: number): number {
  return Math.min(2, Math.max(0.25, Math.ceil(((pixels * 1.25) / FACE_W) * 4) / 4));
}

/** What the face of this card view draws, and the key that names that drawing. */
export function faceOf(card: Face, square: boolean, detail: FaceOptions['detail']): { key: string; card: FaceCard; opts: FaceOptions } {
  const alt = card.imageStub && card.stub && card.imageStub !== card.stub ? card.imageStub : undefined;
  const id = alt ?? card.id ?? card.name ?? '?';
  const opts: FaceOptions = { detail, square, defeated: !!card.defeated, palette: alt ? altPalette(alt) : undefined };
  const key = [detail, id, square, !!card.defeated, card.attack ?? '', card.defense ?? ''].join('|');
  const { defeated: _d, stub: _s, imageStub: _i, ...rest } = card;
  return { key, card: { ...rest, id }, opts };
}
