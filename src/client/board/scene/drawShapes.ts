import { Container, FillGradient, Graphics, GraphicsPath, Text } from 'pixi.js';
import { fontFamily, type Gradient, type Shape, type Style } from '../../../cardArt/shapes';

/**
 * src/cardArt's shapes as PixiJS display objects: the board draws the same faces the site's
 * SVG images show. Consecutive shapes share one Graphics; each text is a Text.
 */
const gradients = new Map<string, FillGradient>();

/** Gradients are few (one per palette and role) and kept for the page's life: faces are baked again on resize. */
function gradient(g: Gradient): FillGradient {
  const key = JSON.stringify(g);
  let fg = gradients.get(key);
  if (!fg) {
    fg = new FillGradient({ type: 'linear', start: { x: g.from[0], y: g.from[1] }, end: { x: g.to[0], y: g.to[1] }, colorStops: g.stops.map(([offset, color]) => ({ offset, color })), textureSpace: 'local' });
    gradients.set(key, fg);
  }
  return fg;
}

function paint(g: Graphics, s: Style): void {
  const alpha = s.alpha ?? 1;
  if (s.fill !== undefined) g.fill(typeof s.fill === 'string' ? { color: s.fill, alpha } : { fill: gradient(s.fill), alpha });
  if (s.stroke) g.stroke({ width: s.strokeWidth ?? 1, color: s.stroke, alpha, join: 'round' });
}

export function drawShapes(shapes: Shape[], resolution: number): Container {
  const root = new Container();
  let g: Graphics | null = null;
  for (const s of shapes) {
    if (s.kind === 'text') {
      g = null;
      const t = new Text({
        text: s.text,
        resolution,
        style: {
          fontFamily: fontFamily[s.font],
          fontSize: s.size,
          fontWeight: s.bold ? 'bold' : 'normal',
          fontStyle: s.italic ? 'italic' : 'normal',
          fill: s.fill,
          stroke: s.outline ? { color: s.outline.color, width: s.outline.width, join: 'round' } : undefined,
        },
      });
      t.anchor.set(s.anchor === 'start' ? 0 : s.anchor === 'middle' ? 0.5 : 1, 0.5);
      t.position.set(s.x, s.y);
      if (s.maxWidth && t.width > s.maxWidth) t.scale.x = s.maxWidth / t.width;
      root.addChild(t);
      continue;
    }
    if (!g) root.addChild((g = new Graphics()));
    switch (s.kind) {
      case 'rect':
        if (s.r) g.roundRect(s.x, s.y, s.w, s.h, s.r);
        else g.rect(s.x, s.y, s.w, s.h);
        break;
      case 'circle':
        g.circle(s.cx, s.cy, s.r);
        break;
      case 'ellipse':
        g.ellipse(s.cx, s.cy, s.rx, s.ry);
        break;
      case 'poly':
        g.poly(s.points, true);
        break;
      case 'path':
        g.path(new GraphicsPath(s.d));
        break;
    }
    paint(g, s);
  }
  return root;
}
