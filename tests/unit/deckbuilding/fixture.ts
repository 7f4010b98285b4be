import { CatalogCard } from '../../../src/protocol/cards';

/** A small catalogue of our own, so these tests do not move when the real card set changes. */
function card(id: string, name: string, type: CatalogCard['type'], extra: Partial<CatalogCard> = {}): CatalogCard {
  return CatalogCard.parse({ id, stub: id, name, type, imageUrl: `/img/cards/${id}.svg`, ...extra });
}

export const catalogue: CatalogCard[] = [
  card('orla', 'Orla Cinderhand', 'Champion'),
  card('bram', 'Bram Oakenroot', 'Champion'),
  card('ember-bolt', 'Ember Bolt', 'Action', { pod: 'orla' }),
  card('barkskin', 'Barkskin', 'Reaction', { pod: 'bram' }),
  card('xenon-ward', 'Xenon Ward', 'Ready Spell'),
  card('x-ray', 'X Ray', 'Action'),
  card('hall-torch', 'Hall Torch', 'Action'),
  card('quick-study', 'Quick Study', 'Action'),
  card('mirror-shade', 'Mirror Shade', 'Conjuration'),
  card('forged-edge', 'Forged Edge', 'Conjured Alteration Spell'),
  card('ashmaw-head', 'Ashmaw Head', 'Champion', { deckType: 'chimera' }),
  card('savage-lunge', 'Savage Lunge', 'event', { deckType: 'chimera' }),
];
