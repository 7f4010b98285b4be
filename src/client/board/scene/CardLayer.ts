import { gsap } from 'gsap';
import { createActor } from 'xstate';
import { Container, Graphics, type FederatedPointerEvent } from 'pixi.js';
import type { PileName } from '../../../protocol/game';
import { zoneAt, type BoardLayout, type CardPlace, type DropZone } from '../layout/boardLayout';
import type { CardTextures } from './cardTextures';
import { CardSprite, type CardLook } from './CardSprite';
import { flipIn } from './effects/flip';
import { theme } from './palette';
import { cardGestureMachine, type PointerKind } from '../../../../statecharts/cardGesture';

export interface CardInput {
  click(place: CardPlace, opts: { alt: boolean; onMenuIcon: boolean }): void;
  inspect(place: CardPlace): void;
  drop(place: CardPlace, target: DropZone): void;
  hover(place: CardPlace | null, clientX: number, clientY: number): void;
  /** A long press (touch): show the card zoomed at this client point. */
  zoom(place: CardPlace, clientX: number, clientY: number): void;
  /** A long press (touch): open the card's menu, if it has one. */
  menu(place: CardPlace): void;
  /** Where this card may be dropped (empty: it does not drag). */
  targets(place: CardPlace): PileName[];
  /** Wakes the renderer for a move no pointer event or sync caused (a dropped card going back). */
  wake(): void;
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

const MOVE_SECONDS = 0.35;

/**
 * The cards of the board as sprites keyed by uuid. `sync` reconciles them with a layout: new
 * uuids get a sprite (sliding in from their deck), known ones tween to their new place, gone ones
 * fade out. Input is hit-tested here: click, alt-click, right-click, touch-and-hold, drag and drop;
 * each press runs through the cardGesture statechart, whose outputs the layer performs.
 */
export class CardLayer extends Container {
  private readonly sprites = new Map<string, CardSprite>();
  private readonly places = new Map<string, CardPlace>();
  private readonly dropGfx = new Graphics();
  layout: BoardLayout | null = null;
  /** One actor for every press on a card (statecharts/cardGesture.ts); the layer performs its outputs. */
  private readonly gesture;
  private readonly unlisten: () => void;
  /** The card and drop targets of the press under way. */
  private press: { place: CardPlace; targets: PileName[] } | null = null;
  /** The sprite lifted by a drag, or waiting at its drop point for the next view: sync leaves it alone. */
  private held: CardSprite | null = null;
  private grab = { dx: 0, dy: 0 };
  /** Frames of tween work, for the bench. */
  moving = 0;

  constructor(private readonly textures: CardTextures, private readonly input: CardInput) {
    super();
    this.sortableChildren = true;
    this.dropGfx.zIndex = 50000;
    this.addChild(this.dropGfx);
    this.label = 'cards';
    this.gesture = createActor(cardGestureMachine.provide({ actions: this.gestureActions() })).start();
    this.unlisten = this.listen();
  }

  sprite(uuid: string): CardSprite | undefined {
    return this.sprites.get(uuid);
  }

  place(uuid: string): CardPlace | undefined {
    return this.places.get(uuid);
  }

  sync(layout: BoardLayout, flags: SyncFlags): void {
    // The view that placed the pressed card: a new layout where it left its zone (or the board). A layout
    // made again for the same view (a resize, a setting, another card's move) leaves a dropped card waiting.
    if (layout !== this.layout) {
      const pressed = this.press?.place;
      const now = pressed && layout.cards.find((c) => c.uuid === pressed.uuid);
      if (!pressed || !now || now.zone !== pressed.zone || now.owner !== pressed.owner) this.gesture.send({ type: 'view' });
    }
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
      if (this.held === sprite) continue;
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
      if (e.pointerType === 'touch' || this.gesture.getSnapshot().matches('dragging')) return;
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

  /** The gesture's state (idle, pressing, holding, dragging, dropping), for tests and the bench. */
  gestureState(): string {
    return String(this.gesture.getSnapshot().value);
  }

  private down(sprite: CardSprite, e: FederatedPointerEvent): void {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const place = this.places.get(sprite.uuid);
    if (!place) return;
    const local = sprite.toLocal(e.global);
    this.press = { place, targets: this.input.targets(place) };
    this.gesture.send({
      type: 'down', uuid: place.uuid, pointerId: e.pointerId, pointer: e.pointerType as PointerKind, x: e.clientX, y: e.clientY,
      alt: e.altKey, onMenuIcon: sprite.onMenuIcon(local), canDrag: this.press.targets.length > 0,
    });
  }

  /** Window pointer events of the press under way go to the gesture; others are not ours. */
  private ours(ev: PointerEvent): boolean {
    const snap = this.gesture.getSnapshot();
    return ev.pointerId === snap.context.pointerId && ['pressing', 'holding', 'dragging'].includes(String(snap.value));
  }

  /** The drop zone under a client point, if this press may drop there. */
  private target(clientX: number, clientY: number): DropZone | null {
    if (!this.layout || !this.press) return null;
    const p = this.input.toLayout(clientX, clientY);
    const zone = zoneAt(this.layout, p.x, p.y);
    const { place, targets } = this.press;
    return zone && zone.owner === place.owner && targets.includes(zone.pile) && zone.pile !== place.zone ? zone : null;
  }

  private listen(): () => void {
    const move = (ev: PointerEvent) => { if (this.ours(ev)) this.gesture.send({ type: 'move', x: ev.clientX, y: ev.clientY }); };
    const up = (ev: PointerEvent) => {
      if (this.ours(ev)) this.gesture.send({ type: 'up', x: ev.clientX, y: ev.clientY, alt: ev.altKey, overTarget: !!this.target(ev.clientX, ev.clientY) });
    };
    const cancel = (ev: PointerEvent) => { if (this.ours(ev)) this.gesture.send({ type: 'cancel' }); };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }

  /** What the gesture machine's outputs do on this layer. */
  private gestureActions() {
    const placeOf = (uuid: string) => this.places.get(uuid);
    return {
      click: (_: unknown, p: { uuid: string; alt: boolean; onMenuIcon: boolean }) => {
        const place = placeOf(p.uuid);
        if (place) this.input.click(place, { alt: p.alt, onMenuIcon: p.onMenuIcon });
      },
      zoom: (_: unknown, p: { uuid: string; x: number; y: number }) => {
        const place = placeOf(p.uuid);
        if (place?.faceUp) this.input.zoom(place, p.x, p.y);
      },
      unzoom: () => this.input.hover(null, 0, 0),
      menu: (_: unknown, p: { uuid: string }) => {
        const place = placeOf(p.uuid);
        if (place) this.input.menu(place);
      },
      startDrag: (_: unknown, p: { uuid: string; x: number; y: number }) => {
        const sprite = this.sprites.get(p.uuid);
        if (!sprite || !this.press) return;
        this.input.hover(null, 0, 0);
        const at = this.input.toLayout(p.x, p.y);
        gsap.killTweensOf(sprite);
        this.held = sprite;
        this.grab = { dx: sprite.x - at.x, dy: sprite.y - at.y };
        sprite.zIndex = 60000;
        sprite.scale.set(1.08);
        sprite.rotation = 0;
        sprite.setLook({ selected: false, selectable: false, target: false, fresh: false, dragging: true, attacker: false, defender: false, menu: false });
        this.drawDropZones(this.press.place, this.press.targets, null);
      },
      moveDrag: (_: unknown, p: { x: number; y: number }) => {
        if (!this.held || !this.press) return;
        const at = this.input.toLayout(p.x, p.y);
        this.held.position.set(at.x + this.grab.dx, at.y + this.grab.dy);
        this.drawDropZones(this.press.place, this.press.targets, this.target(p.x, p.y));
      },
      // The card stays where it was let go until the next view places it (or it goes back).
      drop: (_: unknown, p: { x: number; y: number }) => {
        const zone = this.target(p.x, p.y);
        this.dropGfx.clear();
        this.held?.scale.set(1);
        if (zone && this.press) this.input.drop(this.press.place, zone);
      },
      returnCard: (_: unknown, p: { uuid: string }) => {
        this.dropGfx.clear();
        this.held = null;
        const sprite = this.sprites.get(p.uuid);
        const place = placeOf(p.uuid);
        if (!sprite || !place) return;
        sprite.scale.set(1);
        sprite.zIndex = place.z;
        this.tween(sprite, place, 1);
        this.input.wake();
      },
      land: () => {
        this.held = null;
      },
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
    this.unlisten();
    this.gesture.stop();
    for (const s of this.sprites.values()) gsap.killTweensOf(s);
    super.destroy({ children: true });
  }
}
