import { gsap } from 'gsap';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { ZOOM_SIZE } from '../layout/sizes';
import { theme } from './palette';

/** The hovered card, large, on top of everything; placed by the caller inside the window. */
export class ZoomCard extends Container {
  private readonly sprite = new Sprite();
  private readonly frame = new Graphics();

  constructor() {
    super();
    this.visible = false;
    this.eventMode = 'none';
    this.zIndex = 200000;
    this.label = 'zoom';
    this.addChild(this.frame, this.sprite);
  }

  show(texture: Texture, x: number, y: number, square: boolean): void {
    const w = ZOOM_SIZE.w;
    const h = square ? ZOOM_SIZE.w : ZOOM_SIZE.h;
    this.sprite.texture = texture;
    this.sprite.width = w;
    this.sprite.height = h;
    this.frame.clear().roundRect(-3, -3, w + 6, h + 6, 12).fill({ color: 0x000000, alpha: 0.5 }).stroke({ width: 2, color: theme.ember });
    this.position.set(x, y);
    if (!this.visible) {
      this.alpha = 0;
      gsap.to(this, { alpha: 1, duration: 0.12 });
    }
    this.visible = true;
  }

  hide(): void {
    gsap.killTweensOf(this);
    this.visible = false;
  }
}
