import { gsap } from 'gsap';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { ZoomPlace } from '../layout/zoomPlace';
import { theme } from './palette';

/** The hovered card, large, on top of everything (pile labels and target lines too); placed by the caller (layout/zoomPlace.ts). */
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

  show(texture: Texture, { x, y, w, h }: ZoomPlace): void {
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
