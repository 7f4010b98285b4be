import { Container, Graphics, Rectangle, Text, type Renderer, type Texture } from 'pixi.js';
import { cardFace, FACE_H, FACE_W } from '../../../cardArt/face';
import { drawShapes } from './drawShapes';
import type { FaceAtlas } from './faceAtlas';
import { faceOf, faceResolution, type Face } from './faceSpec';
import { theme } from './palette';
import { ZoomCache } from './zoomCache';

export { FACE_H, FACE_W };

function drawFace(f: ReturnType<typeof faceOf>, resolution: number): Container {
  const face = cardFace(f.card, f.opts);
  const c = drawShapes(face.shapes, resolution);
  // Outlines may reach past the edge: the texture is the card's rectangle, whatever is drawn.
  c.boundsArea = new Rectangle(0, 0, face.w, face.h);
  return c;
}

/**
 * Card faces, drawn from src/cardArt (the same drawing as the site's /img/cards images) and baked
 * once per card and look into a texture every sprite of that card shares. Drawing is synchronous,
 * so a card's face is ready the first time it is shown: no placeholder, no pop.
 */
export class CardTextures {
  private faces = new Map<string, Texture>();
  private backs = new Map<string, Texture>();
  private resolution = faceResolution(100);

  /** The zoom's sharper faces, least recently used out. */
  private zoomed: ZoomCache<Texture>;

  /**
   * zoomLimit: how many zoom faces are kept (tests lower it through window.__boardZoomCache).
   * atlas: where baked faces live (null: a texture each, as before the atlas; the bench's old variant).
   */
  constructor(
    private readonly renderer: Renderer,
    zoomLimit = 13,
    private readonly atlas: FaceAtlas | null = null,
  ) {
    this.zoomed = new ZoomCache<Texture>(zoomLimit, (t) => t.destroy(true));
  }

  /**
   * The board's card width in device pixels: faces are baked for it. When the resolution this
   * asks for changes, the old faces are released a moment later (sprites get new ones at the next sync).
   */
  setCardPixels(pixels: number): void {
    const res = faceResolution(pixels);
    if (res === this.resolution) return;
    this.resolution = res;
    const old = [...this.faces.values(), ...this.backs.values()];
    this.faces = new Map();
    this.backs = new Map();
    window.setTimeout(() => old.forEach((t) => t.destroy(true)), 1000);
  }

  /** The small face for the board: large name, cost pips and stat numerals; rules text is the zoom's. */
  face(card: Face, square: boolean): Texture {
    const f = faceOf(card, square, 'compact');
    let t = this.faces.get(f.key);
    if (!t) {
      t = this.bake(drawFace(f, this.resolution), this.resolution);
      this.faces.set(f.key, t);
    }
    return t;
  }

  /** The full face (rules text, ability cost, recover) for the zoom, at the zoom's pixel width. */
  zoom(card: Face, square: boolean, pixelWidth: number): Texture {
    const f = faceOf(card, square, 'full');
    const res = Math.min(4, Math.max(1, pixelWidth / FACE_W));
    const key = `${f.key}|${res.toFixed(2)}`;
    let t = this.zoomed.get(key);
    if (!t) {
      t = this.bake(drawFace(f, res), res);
      this.zoomed.set(key, t, true);
    }
    return t;
  }

  back(square: boolean): Texture {
    const key = String(square);
    let t = this.backs.get(key);
    if (!t) {
      const w = FACE_W;
      const h = square ? FACE_W : FACE_H;
      const c = new Container();
      const g = new Graphics();
      g.roundRect(0, 0, w, h, 18).fill(0x292524).stroke({ width: 6, color: theme.emberDeep });
      g.roundRect(18, 18, w - 36, h - 36, 10).stroke({ width: 2, color: theme.ember, alpha: 0.6 });
      for (let i = 0; i < 6; i++) g.circle(w / 2, h / 2, 24 + i * 16).stroke({ width: 2, color: theme.ember, alpha: 0.18 + i * 0.05 });
      g.circle(w / 2, h / 2, 40).fill(theme.emberDeep);
      const e = new Text({ text: 'E', resolution: this.resolution, style: { fontFamily: 'Georgia, serif', fontSize: 52, fontWeight: 'bold', fill: 0xfff7ed } });
      e.anchor.set(0.5);
      e.position.set(w / 2, h / 2);
      c.addChild(g, e);
      c.boundsArea = new Rectangle(0, 0, w, h);
      t = this.bake(c, this.resolution);
      this.backs.set(key, t);
    }
    return t;
  }

  /** The one place a drawn face becomes a texture (and the drawing is freed). */
  /** The one place a drawn face becomes a texture (and the drawing is freed); into the atlas when there is one. */
  private bake(container: Container, resolution: number): Texture {
    const texture = this.renderer.generateTexture({ target: container, resolution, antialias: true });
    container.destroy({ children: true });
    const slot = this.atlas?.add(texture);
    if (!slot) return texture;
    texture.destroy(true);
    return slot;
  }

  destroy(): void {
    for (const t of [...this.faces.values(), ...this.backs.values()]) t.destroy(true);
    this.faces.clear();
    this.zoomed.clear();
    this.backs.clear();
  }
}
