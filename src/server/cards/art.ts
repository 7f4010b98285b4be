import type { CatalogCard } from '../../protocol/cards';

/**
 * Original card art, drawn from the card's own data: a frame in its magic's colours, the name,
 * type, cost symbols, stats and wrapped text, and an emblem generated from the id's hash so no
 * two cards look alike. Pure: same card, same SVG.
 */
const palette: Record<string, [string, string, string]> = {
  ceremonial: ['#7a1f12', '#e0603a', '#ffd2a8'],
  illusion: ['#3b1f66', '#8f6ad8', '#e4d8ff'],
  natural: ['#1f4d24', '#5fae4f', '#dcf5c8'],
  divine: ['#6b5512', '#e3c04a', '#fff6cc'],
  charm: ['#6a1845', '#dc5f9c', '#ffd6ea'],
  sympathy: ['#134a5c', '#4fb3c9', '#d2f3fa'],
  time: ['#3a3a3a', '#a7a7a7', '#f0f0f0'],
  none: ['#3d2b1f', '#b08850', '#f3e3c6'],
};

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(/\s+/)) {
    if ((cur + ' ' + w).trim().length > width) {
      if (cur) lines.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) lines.push(cur);
  return lines;
}

/** A radial emblem: petals, rings and a polygon whose counts and angles come from the id. */
function emblem(id: string, cx: number, cy: number, r: number, c: [string, string, string]): string {
  let h = hash(id);
  const next = () => ((h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0), h);
  const petals = 5 + (next() % 7);
  const sides = 3 + (next() % 5);
  const twist = next() % 360;
  const parts: string[] = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c[0]}" stroke="${c[1]}" stroke-width="3"/>`];
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i + twist;
    const len = r * (0.55 + (next() % 30) / 100);
    parts.push(`<ellipse cx="${cx}" cy="${cy - len / 2}" rx="${r * 0.12}" ry="${len / 2}" fill="${c[1]}" opacity="0.75" transform="rotate(${a} ${cx} ${cy})"/>`);
  }
  const pts = Array.from({ length: sides }, (_, i) => {
    const a = ((Math.PI * 2) / sides) * i + (twist * Math.PI) / 180;
    return `${(cx + Math.cos(a) * r * 0.42).toFixed(1)},${(cy + Math.sin(a) * r * 0.42).toFixed(1)}`;
  }).join(' ');
  parts.push(`<polygon points="${pts}" fill="${c[2]}" stroke="${c[0]}" stroke-width="2"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * (0.1 + (next() % 10) / 100)}" fill="${c[0]}"/>`);
  return parts.join('');
}

function costSymbols(card: CatalogCard, x: number, y: number, pal: [string, string, string]): string {
  const parts: string[] = [];
  let i = 0;
  for (const part of [...card.cost, ...(card.abilityCost ?? [])]) {
    for (let k = 0; k < part.count; k++, i++) {
      const fill = part.kind === 'magic' ? (palette[part.magic ?? 'none'] ?? palette.none)[1] : part.kind === 'exhaust' ? '#222' : '#ddd';
      const label = part.kind === 'magic' ? (part.magic ?? '?')[0].toUpperCase() : part.kind === 'exhaust' ? 'X' : 'B';
      parts.push(`<circle cx="${x - i * 24}" cy="${y}" r="10" fill="${fill}" stroke="${pal[0]}" stroke-width="2"/><text x="${x - i * 24}" y="${y + 4}" font-size="11" text-anchor="middle" fill="${part.kind === 'exhaust' ? '#fff' : '#111'}" font-family="sans-serif">${label}</text>`);
    }
  }
  return parts.join('');
}

export function renderCardSvg(card: CatalogCard, variant: 'normal' | 'square' = 'normal'): string {
  const pal = palette[card.magic ?? 'none'] ?? palette.none;
  const w = 300;
  const h = variant === 'square' ? 300 : 420;
  const artH = variant === 'square' ? 170 : 180;
  const stats = card.attack !== undefined || card.defense !== undefined;
  const textLines = variant === 'square' ? wrap(card.text, 40).slice(0, 3) : wrap(card.text, 38).slice(0, 7);
  const textY = 48 + artH + 36;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(card.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal[1]}"/><stop offset="1" stop-color="${pal[0]}"/></linearGradient></defs>`,
    `<rect x="0" y="0" width="${w}" height="${h}" rx="14" fill="${pal[0]}"/>`,
    `<rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="10" fill="url(#g)" stroke="${pal[2]}" stroke-width="2"/>`,
    `<rect x="16" y="16" width="${w - 32}" height="28" rx="6" fill="${pal[2]}"/>`,
    `<text x="24" y="36" font-size="16" font-weight="bold" font-family="Georgia, serif" fill="${pal[0]}">${esc(card.name)}</text>`,
    costSymbols(card, w - 30, 30 + 28, pal),
    `<rect x="16" y="48" width="${w - 32}" height="${artH}" rx="6" fill="${pal[2]}" opacity="0.35"/>`,
    emblem(card.id, w / 2, 48 + artH / 2, artH * 0.4, pal),
    `<text x="24" y="${48 + artH + 18}" font-size="12" font-style="italic" font-family="Georgia, serif" fill="${pal[2]}">${esc(card.type)}${card.magic ? ' · ' + card.magic : ''}</text>`,
    ...textLines.map((l, i) => `<text x="24" y="${textY + i * 16}" font-size="12" font-family="Georgia, serif" fill="#fff">${esc(l)}</text>`),
  ];
  if (stats) {
    out.push(`<circle cx="34" cy="${h - 34}" r="18" fill="#2b2b2b" stroke="${pal[2]}" stroke-width="2"/><text x="34" y="${h - 28}" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${card.attack ?? 0}</text>`);
    out.push(`<circle cx="${w - 34}" cy="${h - 34}" r="18" fill="#7a1010" stroke="${pal[2]}" stroke-width="2"/><text x="${w - 34}" y="${h - 28}" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${card.defense ?? 0}</text>`);
    if (card.recover) out.push(`<text x="${w / 2}" y="${h - 28}" font-size="12" text-anchor="middle" fill="${pal[2]}" font-family="sans-serif">recover ${card.recover}</text>`);
  } else if (card.pitchValue) {
    out.push(`<text x="${w / 2}" y="${h - 24}" font-size="12" text-anchor="middle" fill="${pal[2]}" font-family="sans-serif">pitch for ${card.pitchValue} bacon</text>`);
  }
  out.push('</svg>');
  return out.join('');
}
