import { Assets, Container, Graphics, Sprite, Text, Texture, type Renderer } from 'pixi.js';
import type { CardView } from '../../../protocol/game';
import type { FaceAtlas } from './faceAtlas';
import { magicColor, theme } from './palette';
import { ZoomCache } from './zoomCache';

export const FACE_W = 260;
export const FACE_H = 364;

type Face = Pick<CardView, 'id' | 'name' | 'type' | 'magic' | 'text' | 'attack' | 'defense' | 'recover' | 'imageUrl'>;

/**
 * Card faces drawn once per card id (and shape) into a texture that every sprite of that card
 * shares. When the card's image exists on the server it replaces the drawn face.
 */
export class CardTextures {
  private faces = new Map<string, Texture>();
  /** Card images from the server, kept whole for the zoom (the board's faces may be atlas copies). */
  private images = new Map<string, Texture>();
  private backs = new Map<boolean, Texture>();
  private tried = new Set<string>();
  private listeners = new Set<(id: string) => void>();

  /** Only the faces drawn for the zoom are destroyed on eviction; card images are shared with the board's sprites. */
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

  onImageLoaded(fn: (id: string) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  face(card: Face, square: boolean): Texture {
    const key = `${card.id ?? card.name}|${square}`;
    let t = this.faces.get(key);
    if (!t) {
      t = this.draw(card, square, 1);
      this.faces.set(key, t);
      this.tryImage(card, square, key);
    }
    return t;
  }

  /** A sharper face for the zoom, drawn on demand (few at a time). */
  zoom(card: Face, square: boolean, pixelWidth: number): Texture {
    const key = `${card.id ?? card.name}|${square}|${Math.round(pixelWidth / 100)}`;
    let t = this.zoomed.get(key);
    if (!t) {
      const image = this.images.get(`${card.id ?? card.name}|${square}`);
      const shared = !!image && image.label === 'image';
      t = shared ? image : this.draw(card, square, Math.min(4, Math.max(1, pixelWidth / FACE_W)));
      this.zoomed.set(key, t, !shared);
    }
    return t;
  }

  back(square: boolean): Texture {
    let t = this.backs.get(square);
    if (!t) {
      const h = square ? FACE_W : FACE_H;
      const c = new Container();
      const g = new Graphics();
      g.roundRect(0, 0, FACE_W, h, 16).fill(0x292524).stroke({ width: 6, color: theme.emberDeep });
      g.roundRect(18, 18, FACE_W - 36, h - 36, 10).stroke({ width: 2, color: theme.ember, alpha: 0.6 });
      for (let i = 0; i < 6; i++) g.circle(FACE_W / 2, h / 2, 20 + i * 14).stroke({ width: 1.5, color: theme.ember, alpha: 0.18 + i * 0.05 });
      g.circle(FACE_W / 2, h / 2, 34).fill(theme.emberDeep);
      const e = new Text({ text: 'E', style: { fontFamily: 'Georgia, serif', fontSize: 44, fontWeight: 'bold', fill: 0xfff7ed } });
      e.anchor.set(0.5);
      e.position.set(FACE_W / 2, h / 2);
      c.addChild(g, e);
      t = this.bake(c, 1);
      this.backs.set(square, t);
    }
    return t;
  }

  private tryImage(card: Face, square: boolean, key: string): void {
    if (!card.id || this.tried.has(key)) return;
    this.tried.add(key);
    const src = `/img/cards/${card.id}${square ? '-square' : ''}.svg`;
    Assets.load<Texture>({ src, data: { resolution: 2 } })
      .then((texture) => {
        if (!texture || texture.width < 10) return;
        // The board's copy goes into the atlas like a drawn face (at 1x: the board shows it far
        // smaller, 1x is what the zoom is at scale 1); the zoom keeps sharing the sharp image.
        texture.label = 'image';
        this.images.set(key, texture);
        const drawn = this.faces.get(key);
        this.faces.set(key, this.atlas ? this.bake(new Container({ children: [new Sprite(texture)] }), 1) : texture);
        for (const fn of this.listeners) fn(card.id!);
        // Its slot is freed once no sprite can hold it (a card fading out keeps its texture 0.25 s).
        if (this.atlas && drawn) window.setTimeout(() => drawn.destroy(true), 1000);
      })
      .catch(() => {
        // No image on the server: the drawn face stays.
      });
  }

  private draw(card: Face, square: boolean, resolution: number): Texture {
    const h = square ? FACE_W : FACE_H;
    const color = magicColor[card.magic ?? 'none'];
    const c = new Container();
    const g = new Graphics();
    g.roundRect(0, 0, FACE_W, h, 16).fill(0x1c1917).stroke({ width: 6, color });
    g.roundRect(12, 46, FACE_W - 24, square ? 120 : 150, 8).fill({ color, alpha: 0.28 });
    g.circle(FACE_W / 2, 46 + (square ? 60 : 75), 36).fill({ color, alpha: 0.55 });
    c.addChild(g);
    const name = new Text({
      text: card.name ?? '?',
      style: { fontFamily: 'Georgia, serif', fontSize: 24, fontWeight: 'bold', fill: 0xfafaf9, wordWrap: true, wordWrapWidth: FACE_W - 24, align: 'center' },
    });
    name.anchor.set(0.5, 0);
    name.position.set(FACE_W / 2, 10);
    if (name.height > 34) name.scale.set(34 / name.height);
    const glyph = new Text({ text: (card.name ?? '?').slice(0, 1), style: { fontFamily: 'Georgia, serif', fontSize: 44, fontWeight: 'bold', fill: 0xffffff } });
    glyph.anchor.set(0.5);
    glyph.position.set(FACE_W / 2, 46 + (square ? 60 : 75));
    const type = new Text({ text: `${card.type ?? ''}${card.magic ? ` · ${card.magic}` : ''}`, style: { fontFamily: 'system-ui, sans-serif', fontSize: 15, fill: theme.muted } });
    type.position.set(14, square ? 172 : 202);
    c.addChild(name, glyph, type);
    if (!square && card.text) {
      const text = new Text({ text: card.text, style: { fontFamily: 'system-ui, sans-serif', fontSize: 15, fill: 0xe7e5e4, wordWrap: true, wordWrapWidth: FACE_W - 28, lineHeight: 18 } });
      text.position.set(14, 224);
      if (text.height > h - 224 - 44) text.scale.set((h - 224 - 44) / text.height);
      c.addChild(text);
    }
    if (card.attack !== undefined || card.defense !== undefined) {
      const stats = new Graphics();
      stats.circle(30, h - 28, 22).fill(theme.danger).circle(FACE_W - 30, h - 28, 22).fill(0x2563eb);
      const atk = new Text({ text: String(card.attack ?? 0), style: { fontFamily: 'system-ui', fontSize: 24, fontWeight: 'bold', fill: 0xffffff } });
      atk.anchor.set(0.5);
      atk.position.set(30, h - 28);
      const def = new Text({ text: String(card.defense ?? 0), style: { fontFamily: 'system-ui', fontSize: 24, fontWeight: 'bold', fill: 0xffffff } });
      def.anchor.set(0.5);
      def.position.set(FACE_W - 30, h - 28);
      c.addChild(stats, atk, def);
    }
    return this.bake(c, resolution);
  }

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
    for (const t of [...this.faces.values(), ...this.backs.values()]) if (t.label !== 'image') t.destroy(true);
    this.faces.clear();
    this.zoomed.clear();
    this.backs.clear();
  }
}
