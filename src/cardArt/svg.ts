import { fontFamily, textWidth, type Paint, type Shape, type Style } from './shapes';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => String(Math.round(v * 100) / 100);

/** The shapes as SVG elements; gradients get ids under `idPrefix` so several drawings can share a page. */
export function shapesToSvg(shapes: Shape[], idPrefix = 'g'): { defs: string; body: string } {
  const defs: string[] = [];
  const paint = (p: Paint): string => {
    if (typeof p === 'string') return p;
    const id = `${idPrefix}${defs.length}`;
    const stops = p.stops.map(([o, c]) => `<stop offset="${n(o)}" stop-color="${c}"/>`).join('');
    defs.push(`<linearGradient id="${id}" x1="${n(p.from[0])}" y1="${n(p.from[1])}" x2="${n(p.to[0])}" y2="${n(p.to[1])}">${stops}</linearGradient>`);
    return `url(#${id})`;
  };
  const style = (s: Style) =>
    [
      `fill="${s.fill === undefined ? 'none' : paint(s.fill)}"`,
      s.stroke ? `stroke="${s.stroke}" stroke-width="${n(s.strokeWidth ?? 1)}" stroke-linejoin="round"` : '',
      s.alpha !== undefined && s.alpha < 1 ? `opacity="${n(s.alpha)}"` : '',
    ].filter(Boolean).join(' ');
  const body = shapes.map((s): string => {
    switch (s.kind) {
      case 'rect':
        return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}"${s.r ? ` rx="${n(s.r)}"` : ''} ${style(s)}/>`;
      case 'circle':
        return `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.r)}" ${style(s)}/>`;
      case 'ellipse':
        return `<ellipse cx="${n(s.cx)}" cy="${n(s.cy)}" rx="${n(s.rx)}" ry="${n(s.ry)}" ${style(s)}/>`;
      case 'poly':
        return `<polygon points="${s.points.map(n).join(' ')}" ${style(s)}/>`;
      case 'path':
        return `<path d="${s.d}" ${style(s)}/>`;
      case 'text': {
        const squeeze = s.maxWidth && textWidth(s.text, s.size, s.font, s.bold) > s.maxWidth ? ` textLength="${n(s.maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
        const outline = s.outline ? ` stroke="${s.outline.color}" stroke-width="${n(s.outline.width)}" paint-order="stroke" stroke-linejoin="round"` : '';
        return `<text x="${n(s.x)}" y="${n(s.y)}" dominant-baseline="central" text-anchor="${s.anchor}" font-family="${esc(fontFamily[s.font])}" font-size="${n(s.size)}"${s.bold ? ' font-weight="bold"' : ''}${s.italic ? ' font-style="italic"' : ''} fill="${s.fill}"${outline}${squeeze}>${esc(s.text)}</text>`;
      }
    }
  });
  return { defs: defs.length ? `<defs>${defs.join('')}</defs>` : '', body: body.join('') };
}

/** A whole SVG document of the shapes. */
export function svgDocument(shapes: Shape[], w: number, h: number, label: string, idPrefix = 'g'): string {
  const { defs, body } = shapesToSvg(shapes, idPrefix);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">${defs}${body}</svg>`;
}
