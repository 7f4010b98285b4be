import type { AltCard } from '../../protocol/cards';
import type { CatalogCard } from '../../protocol/cards';

/** Each alt gets its own palette, chosen by its name so it is stable and needs no stored art. */
const palettes: Record<string, [string, string, string]> = {
  gilded: ['#3b2a05', '#d4a017', '#fff3c4'],
  nightfire: ['#140a2e', '#7c3aed', '#f5d0fe'],
  moonlit: ['#0b1a33', '#60a5fa', '#e0f2fe'],
  autumn: ['#2e1406', '#ea580c', '#ffedd5'],
  eclipse: ['#0a0a0a', '#a3a3a3', '#fafafa'],
  azure: ['#062235', '#0ea5e9', '#e0f2fe'],
  winter: ['#10202b', '#94d2e6', '#f0fbff'],
};

function paletteOf(alt: string): [string, string, string] {
  const named = Object.entries(palettes).find(([key]) => alt.endsWith(`-${key}`));
  if (named) return named[1];
  let hash = 0;
  for (const ch of alt) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return [`hsl(${hue} 45% 12%)`, `hsl(${hue} 70% 50%)`, `hsl(${hue} 80% 92%)`];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An alt-art card face: the card's own name, type and text on the alt's palette, with a foil band. */
export function altArtSvg(alt: AltCard, card: CatalogCard | undefined): string {
  const [bg, accent, ink] = paletteOf(alt.alt);
  const title = escape(card?.name ?? alt.name);
  const variant = escape(alt.name.match(/\(([^)]+)\)/)?.[1] ?? 'Alternate art');
  const type = escape(card ? `${card.type}${card.magic ? ` · ${card.magic}` : ''}` : '');
  const words = escape(card?.text ?? '').split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 30) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 6)
    .map((l, i) => `<text x="150" y="${300 + i * 17}" text-anchor="middle" font-size="13" fill="${ink}">${l}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420" role="img" aria-label="${title} (${variant})">
<defs><linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.9"/><stop offset="0.5" stop-color="${ink}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0.9"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient></defs>
<rect x="2" y="2" width="296" height="416" rx="16" fill="${bg}" stroke="url(#foil)" stroke-width="4"/>
<rect x="18" y="52" width="264" height="200" rx="10" fill="url(#glow)" stroke="${accent}" stroke-opacity="0.6"/>
<circle cx="150" cy="150" r="62" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="6 5"/>
<path d="M150 105 L170 150 L150 195 L130 150 Z" fill="${accent}" fill-opacity="0.85"/>
<text x="150" y="36" text-anchor="middle" font-family="Georgia, serif" font-size="20" font-weight="bold" fill="${ink}">${title}</text>
<text x="150" y="272" text-anchor="middle" font-size="12" fill="${accent}">${type}</text>
${text}
<rect x="18" y="384" width="264" height="22" rx="11" fill="url(#foil)"/>
<text x="150" y="399" text-anchor="middle" font-size="12" font-weight="bold" fill="${bg}">${variant}</text>
</svg>`;
}
