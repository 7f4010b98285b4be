import { gsap } from 'gsap';
import type { Texture } from 'pixi.js';
import type { CardSprite } from '../CardSprite';
import { EFFECT, track } from './running';

/**
 * A card the viewer has not seen before, coming from the opponent's hand: it leaves the hand face
 * down and turns over half way to its place (the sprite's width closes, the face swaps, it opens).
 */
export function flipIn(sprite: CardSprite, back: Texture, face: Texture): void {
  const w = sprite.w;
  const h = sprite.h;
  sprite.setFace(back, w, h);
  sprite.alpha = 1;
  const half = EFFECT.travel / 2;
  // A proxy, not sprite.scale: the sprite may be destroyed mid-way (the card leaves again at once).
  const turn = { x: 1 };
  const apply = () => {
    if (!sprite.destroyed) sprite.scale.x = turn.x;
  };
  const tl = gsap.timeline();
  tl.to(turn, { x: 0, duration: half, ease: 'power1.in', onUpdate: apply })
    .call(() => {
      if (!sprite.destroyed) sprite.setFace(face, w, h);
    })
    .to(turn, { x: 1, duration: half, ease: 'power1.out', onUpdate: apply });
  track(tl);
}
