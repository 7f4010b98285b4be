import { gsap } from 'gsap';
import { Container, Graphics, type FederatedPointerEvent } from 'pixi.js';
import type { PileName } from '../../../protocol/game';
import { zoneAt, type BoardLayout, type CardPlace, type DropZone } from '../layout/boardLayout';
import type { CardTextures } from './cardTextures';
import { CardSprite, type CardLook } from './CardSprite';
import { flipIn } from './effects/flip';
import { theme } from './palette';

export interface CardInput {
  click(place: CardPlace, opts: { alt: boolean; onMenuIcon: boolean }): void;
  inspect(place: CardPlace): void;
  drop(place: CardPlace, target: DropZone): void;
  hover(place: CardPlace | null, clientX: number, clientY: number): void;
  /** Where this card may be dropped (empty: it does not drag). */
  targets(place: CardPlace): PileName[];
  /** Client coordinates to layout units. */
  toLayout(clientX: number, clientY: number): { x: number; y: number };
}

export interface SyncFlags {
  looks: (place: CardPlace) => CardLook;
  square: boolean;
  animate: boolean;
  /** Cards new to the viewer from another player's hand: they travel from it face down, then turn over. */
  arrivals?: ReadonlySet<string>;
}

const DRAG_THRESHOLD = 6;
const HOLD_MS = 450;
const MOVE_SECONDS = 0.35;

/**
 * The cards of the board as sprites keyed by uuid. `sync` reconciles them with a layout: new
 * uuids get a sprite (sliding in from their deck), known ones tween to their new place, gone ones
 * fade out. Input is hit-tested here: click, alt-click, right-click, touch-and-hold, drag and drop.
 */
export class CardLayer extends Container {
  private readonly sprites = new Map<string, CardSprite>();
  private readonly places = new Map<string, CardPlace>();
  private readonly dropGfx = new Graphics();
  layout: BoardLayout | null = null;
  private dragging: { sprite: CardSprite; place: CardPlace; targets: PileName[]; dx: number; dy: number } | null = null;
  private cleanupPointer: (() => void) | null = null;
  /** Frames of tween work, for the bench. */
  moving = 0;

  constructor(private readonly textures: CardTextures, private readonly input: CardInput) {
    super();
    this.sortableChildren = true;
    this.dropGfx.zIndex = 50000;
    this.addChild(this.dropGfx);
    this.label = 'cards';
  }

  sprite(uuid: string): CardSprite | undefined {
    return this.sprites.get(uuid);
  }

  place(uuid: string): CardPlace | undefined {
    return this.places.get(uuid);
  }

  sync(layout: BoardLayout, flags: SyncFlags): void {
    this.layout = layout;
    const seen = new Set<string>();
    for (const place of layout.cards) {
      seen.add(place.uuid);
      let sprite = this.sprites.get(place.uuid);
      const fresh = !sprite;
      if (!sprite) {
        sprite = new CardSprite(place.uuid);
        this.wire(sprite);
        this.sprites.set(place.uuid, sprite);
        this.addChild(sprite);
      }
      this.places.set(place.uuid, place);
      sprite.card = place.card;
      sprite.faceUp = place.faceUp;
      const texture = place.faceUp && place.card.id ? this.textures.face(place.card, flags.square) : this.textures.back(flags.square);
      sprite.setFace(texture, place.w, place.h);
      sprite.setExtras(place.card, layout.cardW / 65);
      sprite.setBadges(place.card);
      sprite.setLook(flags.looks(place));
      if (this.dragging?.sprite === sprite) continue;
      // Cards deep in a pile are not drawn: software WebGL pays for every covered pixel.
      if (place.buried) {
        if (sprite.visible && !fresh) gsap.delayedCall(0.36, () => { if (this.places.get(sprite.uuid)?.buried) sprite.visible = false; });
        else if (fresh) sprite.visible = false;
      } else sprite.visible = true;
      sprite.zIndex = place.z;
      if (fresh) {
        const fromHand = flags.animate && flags.arrivals?.has(place.uuid) ? this.handPoint(place.owner) : undefined;
        const from = fromHand ?? this.spawnPoint(place) ?? place;
        sprite.position.set(from.x, from.y);
        sprite.rotation = place.rotation;
        sprite.alpha = flags.animate ? 0 : 1;
        if (fromHand) flipIn(sprite, this.textures.back(flags.square), texture);
        if (flags.animate) this.tween(sprite, place, 1);
        else sprite.position.set(place.x, place.y);
      } else if (sprite.x !== place.x || sprite.y !== place.y || sprite.rotation !== place.rotation || sprite.alpha !== 1) {
        if (flags.animate) this.tween(sprite, place, 1);
        else {
          gsap.killTweensOf(sprite);
          sprite.position.set(place.x, place.y);
          sprite.rotation = place.rotation;
          sprite.alpha = 1;
        }
      }
    }
    for (const [uuid, sprite] of this.sprites) {
      if (seen.has(uuid)) continue;
      this.sprites.delete(uuid);
      this.places.delete(uuid);
      gsap.killTweensOf(sprite);
      if (flags.animate) gsap.to(sprite, { alpha: 0, duration: 0.25, onComplete: () => sprite.destroy({ children: true }) });
      else sprite.destroy({ children: true });
    }
  }

  /** Refresh faces after a card image arrived from the server. */
  refreshFaces(square: boolean): void {
    for (const [uuid, sprite] of this.sprites) {
      const place = this.places.get(uuid);
      if (place?.faceUp && place.card.id) sprite.setFace(this.textures.face(place.card, square), place.w, place.h);
    }
  }

  private tween(sprite: CardSprite, place: CardPlace, alpha: number): void {
    this.moving++;
    gsap.to(sprite, {
      x: place.x, y: place.y, rotation: place.rotation, alpha,
      duration: MOVE_SECONDS, ease: 'power2.out', overwrite: 'auto',
      onComplete: () => { this.moving--; },
      onInterrupt: () => { this.moving--; },
    });
  }

  /** A card new to the board slides in from its owner's deck when it arrives in a hand. */
  private spawnPoint(place: CardPlace): { x: number; y: number } | undefined {
    if (place.zone !== 'hand' || !this.layout) return undefined;
    const deck = this.layout.piles.find((p) => p.owner === place.owner && p.pile === 'deck');
    return deck ? { x: deck.rect.x + deck.rect.w / 2, y: deck.rect.y + deck.rect.h / 2 } : undefined;
  }

  /** The middle of a player's hand as laid out now (its zone when the hand is empty). */
  private handPoint(owner: string): { x: number; y: number } | undefined {
    const hand = this.layout?.cards.filter((c) => c.owner === owner && c.zone === 'hand') ?? [];
    if (hand.length) return { x: hand.reduce((n, c) => n + c.x, 0) / hand.length, y: hand[0].y };
    const zone = this.layout?.zones.find((z) => z.owner === owner && z.pile === 'hand');
    return zone ? { x: zone.rect.x + zone.rect.w / 2, y: zone.rect.y + zone.rect.h / 2 } : undefined;
  }

  private wire(sprite: CardSprite): void {
    sprite.on('pointerover', (e: FederatedPointerEvent) => {
      if (e.pointerType === 'touch' || this.dragging) return;
      const place = this.places.get(sprite.uuid);
      if (place?.faceUp) this.input.hover(place, e.clientX, e.clientY);
    });
    sprite.on('pointerout', (e: FederatedPointerEvent) => {
      if (e.pointerType !== 'touch') this.input.hover(null, 0, 0);
    });
    sprite.on('pointerdown', (e: FederatedPointerEvent) => this.down(sprite, e));
    sprite.on('rightclick', () => {
      const place = this.places.get(sprite.uuid);
      if (place) this.input.inspect(place);
    });
  }

  private down(sprite: CardSprite, e: FederatedPointerEvent): void {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const place = this.places.get(sprite.uuid);
    if (!place) return;
    this.cleanupPointer?.();
    const start = { x: e.clientX, y: e.clientY };
    const alt = e.altKey;
    const local = sprite.toLocal(e.global);
    const onMenuIcon = local.x > sprite.w / 2 - 16 && local.y < -sprite.h / 2 + 16;
    const targets = this.input.targets(place);
    let moved = false;
    let held = false;
    const hold = e.pointerType === 'touch'
      ? window.setTimeout(() => {
          held = true;
          if (place.faceUp) this.input.hover(place, start.x, start.y);
        }, HOLD_MS)
      : 0;
    const move = (ev: PointerEvent) => {
      if (!moved && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < DRAG_THRESHOLD) return;
      if (!moved) {
        moved = true;
        window.clearTimeout(hold);
        if (targets.length === 0) return;
        this.input.hover(null, 0, 0);
        const p = this.input.toLayout(start.x, start.y);
        gsap.killTweensOf(sprite);
        this.dragging = { sprite, place, targets, dx: sprite.x - p.x, dy: sprite.y - p.y };
        sprite.zIndex = 60000;
        sprite.scale.set(1.08);
        sprite.rotation = 0;
        sprite.setLook({ selected: false, selectable: false, target: false, fresh: false, dragging: true, attacker: false, defender: false, menu: false });
        this.drawDropZones(place, targets, null);
      }
      if (this.dragging) {
        const p = this.input.toLayout(ev.clientX, ev.clientY);
        sprite.position.set(p.x + this.dragging.dx, p.y + this.dragging.dy);
        this.drawDropZones(place, targets, zoneAt(this.layout!, p.x, p.y) ?? null);
      }
    };
    const up = (ev: PointerEvent) => {
      this.cleanupPointer?.();
      if (this.dragging) {
        const drag = this.dragging;
        this.dragging = null;
        this.dropGfx.clear();
        sprite.scale.set(1);
        const p = this.input.toLayout(ev.clientX, ev.clientY);
        const zone = zoneAt(this.layout!, p.x, p.y);
        const current = this.places.get(sprite.uuid) ?? drag.place;
        sprite.zIndex = current.z;
        if (zone && zone.owner === drag.place.owner && drag.targets.includes(zone.pile) && zone.pile !== drag.place.zone) this.input.drop(drag.place, zone);
        this.tween(sprite, current, 1);
        return;
      }
      if (held) {
        this.input.hover(null, 0, 0);
        return;
      }
      if (!moved) this.input.click(place, { alt: alt || ev.altKey, onMenuIcon });
    };
    const cancel = () => {
      this.cleanupPointer?.();
      if (this.dragging) {
        const current = this.places.get(sprite.uuid) ?? this.dragging.place;
        this.dragging = null;
        this.dropGfx.clear();
        sprite.scale.set(1);
        this.tween(sprite, current, 1);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    this.cleanupPointer = () => {
      window.clearTimeout(hold);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      this.cleanupPointer = null;
    };
  }

  private drawDropZones(place: CardPlace, targets: PileName[], over: DropZone | null): void {
    const g = this.dropGfx.clear();
    if (!this.layout) return;
    for (const z of this.layout.zones) {
      if (z.owner !== place.owner || !targets.includes(z.pile) || z.pile === place.zone) continue;
      const hot = over && over.pile === z.pile && over.owner === z.owner;
      g.roundRect(z.rect.x, z.rect.y, z.rect.w, z.rect.h, 6)
        .fill({ color: theme.drop, alpha: hot ? 0.22 : 0.08 })
        .stroke({ width: hot ? 3 : 1.5, color: theme.drop, alpha: hot ? 1 : 0.7 });
    }
  }

  override destroy(): void {
    this.cleanupPointer?.();
    for (const s of this.sprites.values()) gsap.killTweensOf(s);
    super.destroy({ children: true });
  }
}
