import { Container, Graphics, Matrix, Rectangle, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';

/** Side of one atlas page in pixels: 16 MB each, within every WebGL2 implementation's texture size. */
export const PAGE_SIZE = 2048;
/** Faces larger than this (either side) keep a texture of their own: an atlas page would hold too few. */
export const MAX_SLOT = 600;

interface Page {
  texture: RenderTexture;
  /** Every slot of a page has the same pixel size: faces of one board share one look and one resolution. */
  cellW: number;
  cellH: number;
  cols: number;
  /** Slot indices never used yet start at `next`; freed ones are reused first. */
  next: number;
  capacity: number;
  free: number[];
  used: number;
}

/**
 * A face that lives in an atlas slot. Destroying it frees the slot (never the shared page), so code
 * that destroys its textures with destroy(true) keeps working.
 */
export class AtlasFace extends Texture {
  constructor(
    private readonly atlas: FaceAtlas,
    readonly page: Page,
    readonly slot: number,
    frame: Rectangle,
    orig: Rectangle,
  ) {
    super({ source: page.texture.source, frame, orig, label: 'atlas-face' });
  }

  /** destroy(true) is taken as destroy(): the page is shared and stays. */
  override destroy(_destroySource?: boolean): void {
    if (this.destroyed) return;
    this.atlas.release(this);
    super.destroy(false);
  }
}

/**
 * Card faces drawn into a few large textures (pages) instead of one texture each, so the batcher
 * draws every card of the board from one texture source: no batch breaks between faces and one
 * texture bind, which is what software WebGL pays for (docs/benchmarks.md, Board). Pages hold
 * equal slots; a freed slot is cleared and reused, and a page with no face left is cut anew for
 * the next size asked for (after a resize or a card-size change).
 */
export class FaceAtlas {
  private pages: Page[] = [];
  private readonly eraser = new Graphics();

  constructor(private readonly renderer: Renderer) {
    this.eraser.blendMode = 'erase';
  }

  /** How many pages and faces the atlas holds (tests, and the bench's report). */
  stats(): { pages: number; faces: number; free: number } {
    return {
      pages: this.pages.length,
      faces: this.pages.reduce((n, p) => n + p.used, 0),
      free: this.pages.reduce((n, p) => n + p.capacity - p.used, 0),
    };
  }

  /**
   * Copies `texture` (a face just drawn) into a slot and returns the slot's texture, with the same
   * size in points as the original; the original is left to the caller. Faces too big for a slot
   * are returned as they are (null).
   */
  add(texture: Texture): AtlasFace | null {
    const w = Math.ceil(texture.frame.width * texture.source.resolution);
    const h = Math.ceil(texture.frame.height * texture.source.resolution);
    if (w > MAX_SLOT || h > MAX_SLOT || w < 1 || h < 1) return null;
    const { page, slot } = this.allocate(w, h);
    const x = (slot % page.cols) * page.cellW;
    const y = Math.floor(slot / page.cols) * page.cellH;
    // Clear the slot (a reused one holds the old face), then draw the face over it unscaled.
    const sprite = new Sprite(texture);
    sprite.width = w;
    sprite.height = h;
    const c = new Container();
    this.eraser.clear().rect(0, 0, page.cellW, page.cellH).fill(0xffffff);
    c.addChild(this.eraser, sprite);
    this.renderer.render({ container: c, target: page.texture, clear: false, transform: new Matrix().translate(x, y) });
    c.removeChild(this.eraser);
    c.destroy({ children: true });
    const orig = new Rectangle(0, 0, texture.width, texture.height);
    return new AtlasFace(this, page, slot, new Rectangle(x, y, w, h), orig);
  }

  /**
   * Called by AtlasFace.destroy: the slot goes back to its page. An empty page is kept and may be
   * cut into slots of another size later; it is never destroyed before the atlas, since a batch
   * Pixi built earlier may still bind it (a batch keeps every texture it started with).
   */
  release(face: AtlasFace): void {
    const page = face.page;
    if (!this.pages.includes(page)) return;
    page.free.push(face.slot);
    page.used--;
  }

  destroy(): void {
    for (const p of this.pages) p.texture.destroy(true);
    this.pages = [];
    this.eraser.destroy();
  }

  private allocate(w: number, h: number): { page: Page; slot: number } {
    const room = (p: Page) => p.free.length > 0 || p.next < p.capacity;
    let page = this.pages.find((p) => p.cellW === w && p.cellH === h && room(p)) ?? this.pages.find((p) => p.used === 0);
    if (!page) {
      const texture = RenderTexture.create({ width: PAGE_SIZE, height: PAGE_SIZE, resolution: 1, antialias: false });
      texture.source.label = 'face-atlas';
      page = { texture, cellW: 0, cellH: 0, cols: 0, next: 0, capacity: 0, free: [], used: 0 };
      this.pages.push(page);
    }
    if (page.cellW !== w || page.cellH !== h) {
      // A new page, or an empty one cut into slots of this size (each face clears its slot first).
      Object.assign(page, { cellW: w, cellH: h, cols: Math.floor(PAGE_SIZE / w), next: 0, free: [] });
      page.capacity = page.cols * Math.floor(PAGE_SIZE / h);
    }
    const slot = page.free.length > 0 ? page.free.pop()! : page.next++;
    page.used++;
    return { page, slot };
  }
}
