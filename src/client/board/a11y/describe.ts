import type { CardPlace } from '../layout/boardLayout';

const zoneWords: Record<string, string> = {
  hand: 'hand',
  'play area': 'play area',
  spells: 'spellboard',
  champions: 'champions',
  discard: 'discard',
  spent: 'spent pile',
  purged: 'purged pile',
};

/** The ARIA label of a card: its name, where it is and whose, and the states that matter. */
export function describeCard(place: CardPlace, selectable: boolean): string {
  const c = place.card;
  const name = place.faceUp && c.name ? c.name : 'Face-down card';
  const whose = place.side === 'me' ? 'your' : `${place.owner}'s`;
  const states = [
    c.exhausted ? 'exhausted' : '',
    c.selected ? 'selected' : '',
    selectable ? 'selectable' : '',
    c.tokens?.damage ? `${c.tokens.damage} damage` : '',
    c.armor ? `${c.armor} armor` : '',
    ...(c.statusConditions ?? []),
    c.isAttacker ? 'attacking' : '',
    c.isDefender ? 'blocking' : '',
  ].filter(Boolean);
  return `${name}, ${whose} ${zoneWords[place.zone] ?? place.zone}${states.length ? `, ${states.join(', ')}` : ''}`;
}
