/**
 * The board's badges over a card (tokens, armor, statuses): their colours and glyphs, here so the
 * rules page's legend shows exactly what the board draws.
 */
export const tokenBadge: Record<string, { color: string; meaning: string }> = {
  damage: { color: '#dc2626', meaning: 'Damage on the card' },
  exhaustion: { color: '#57534e', meaning: 'Exhaustion tokens' },
};
export const otherTokenColour = '#7c3aed';
export const armorBadge = { color: '#64748b', meaning: 'Armor: prevents that much damage this round' };

export const statusBadge: Record<string, { color: string; glyph: string; meaning: string }> = {
  marked: { color: '#b91c1c', glyph: '◎', meaning: 'Marked: takes 1 more damage the next time' },
  disarmed: { color: '#57534e', glyph: '⊘', meaning: 'Disarmed: cannot attack, block or strike back this round' },
  buffed: { color: '#15803d', glyph: '▲', meaning: 'Buffed: +1 attack this round' },
  empowered: { color: '#a16207', glyph: '★', meaning: 'Empowered: its next battle damage is 2 higher' },
};
