import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';
import i18n from '../../../app/i18n';
import type { BoardLayout, CardPlace } from '../../layout/boardLayout';
import type { CardLayer } from '../CardLayer';
import { textQuality, theme } from '../palette';
import type { BoardEvent } from './deriveEvents';
import { EFFECT, finishAll, track } from './running';

const HIT = 0xef4444;
const HEAL = 0x4ade80;

/**
 * The board's feedback, drawn over the cards: attackers move to their target and back, hits flash
 * and float their numbers, defeats burst, and a banner says "Your turn". Every effect is a gsap
 * timeline (driven by the Pixi ticker, so render-on-demand keeps drawing while one runs and sleeps
 * after) of under 400 ms, and the next view or the player's next input finishes it at once.
 */
export class FeedbackLayer extends Container {
  private last: BoardLayout | null = null;
  private lastEvents: readonly BoardEvent[] | null = null;
  /** The kinds of the effects drawn, newest last (the last 40): what the board showed, for tests to read. */
  readonly played: string[] = [];
  private readonly offInput: () => void;

  constructor(canvas: HTMLCanvasElement) {
    super();
    this.label = 'feedback';
    this.eventMode = 'none';
    this.zIndex = 55000;
    // Numbers over flashes over bursts, whatever order the events came in.
    this.sortableChildren = true;
    const skip = () => finishAll();
    canvas.addEventListener('pointerdown', skip, { passive: true });
    window.addEventListener('keydown', skip);
    this.offInput = () => {
      canvas.removeEventListener('pointerdown', skip);
      window.removeEventListener('keydown', skip);
    };
  }

  /**
   * Called before the cards move to a new layout: a new view (new events) finishes whatever still
   * runs; a re-layout of the same view (a resize, a re-render) lets it run on.
   */
  prepare(events: readonly BoardEvent[]): void {
    if (events !== this.lastEvents) finishAll();
  }

  /** Draws the events of a new view, once (a re-layout with the same events draws nothing again). */
  show(layout: BoardLayout, events: readonly BoardEvent[], cards: CardLayer): void {
    const prev = this.last ?? layout;
    this.last = layout;
    if (events === this.lastEvents) return;
    this.lastEvents = events;
    const where = (uuid: string): CardPlace | undefined => {
      const now = layout.cards.find((c) => c.uuid === uuid);
      return now && (now.zone === 'play area' || now.zone === 'champions') ? now : (prev.cards.find((c) => c.uuid === uuid) ?? now);
    };
    const lunging = new Set(events.flatMap((e) => (e.kind === 'attack' && this.lunge(cards, e.attacker, where(e.target)) ? [e.attacker] : [])));
    const lunged = lunging.size > 0;
    const at = lunged ? EFFECT.lunge : 0;
    const marks = new Map<string, number>();
    for (const e of events) {
      if (e.kind === 'hit' || e.kind === 'heal') {
        const place = where(e.uuid);
        const n = marks.get(e.uuid) ?? 0;
        marks.set(e.uuid, n + 1);
        // An attacker struck back rides its own flash home.
        const follow = lunging.has(e.uuid) ? cards.sprite(e.uuid) : undefined;
        if (place) this.number(place, e.kind === 'hit' ? `-${e.amount}` : `+${e.amount}`, e.kind === 'hit' ? HIT : HEAL, at, n, follow);
      } else if (e.kind === 'defeat') {
        const place = where(e.uuid);
        if (place) this.burst(place, at);
      } else if (e.kind === 'turnStart' && e.mine) this.banner(layout, i18n.t('board:feedback.yourTurn'));
      else continue;
      this.record(e.kind);
    }
    if (lunged) this.record('attack');
  }

  private record(kind: string): void {
    this.played.push(kind);
    if (this.played.length > 40) this.played.shift();
  }

  /** The attacker's sprite goes most of the way to its target and comes back to its place. */
  private lunge(cards: CardLayer, uuid: string, target: CardPlace | undefined): boolean {
    const sprite = cards.sprite(uuid);
    const home = cards.place(uuid);
    if (!sprite || !home || !target || (home.zone !== 'play area' && home.zone !== 'champions')) return false;
    const reach = 0.7;
    const tl = gsap.timeline({
      onStart: () => {
        sprite.zIndex = 40000;
      },
      onComplete: () => {
        if (sprite.destroyed) return;
        sprite.zIndex = cards.place(uuid)?.z ?? home.z;
      },
    });
    tl.to(sprite, { x: home.x + (target.x - home.x) * reach, y: home.y + (target.y - home.y) * reach, duration: EFFECT.lunge, ease: 'power2.in', overwrite: 'auto' })
      .to(sprite, { x: home.x, y: home.y, duration: EFFECT.hit, ease: 'power2.out' });
    track(tl);
    return true;
  }

  /** A flash over the card and its number floating up (several on one card stand side by side). */
  private number(place: CardPlace, label: string, color: number, delay: number, nth: number, follow?: Container): void {
    const flash = new Graphics().roundRect(-place.w / 2, -place.h / 2, place.w, place.h, 6).fill({ color, alpha: 0.55 }).stroke({ width: 3, color, alpha: 0.9 });
    flash.position.set(place.x, place.y);
    flash.rotation = place.rotation;
    flash.alpha = 0;
    const size = Math.max(18, Math.min(place.w, place.h) * 0.42);
    const text = new Text({ text: label, style: { fontFamily: 'system-ui, sans-serif', fontSize: size, fontWeight: 'bold', fill: color, stroke: { color: 0x000000, width: Math.max(3, size / 7) } }, resolution: textQuality.resolution });
    text.anchor.set(0.5);
    text.position.set(place.x + nth * size * 0.9, place.y);
    text.alpha = 0;
    flash.zIndex = 1;
    text.zIndex = 2;
    // Only the first number on a card flashes it: a hit and a heal together flash once.
    if (nth === 0) this.addChild(flash);
    this.addChild(text);
    const tl = gsap.timeline({
      delay,
      onComplete: () => this.drop(flash, text),
      onUpdate: () => {
        if (follow && !follow.destroyed) flash.position.copyFrom(follow.position);
      },
    });
    tl.set([flash, text], { alpha: 1 })
      .to(flash, { alpha: 0, duration: EFFECT.hit * 0.8, ease: 'power1.out' }, 0)
      .to(text, { y: place.y - place.h * 0.45, duration: EFFECT.hit, ease: 'power2.out' }, 0)
      .to(text, { alpha: 0, duration: EFFECT.hit * 0.35, ease: 'power1.in' }, EFFECT.hit * 0.65);
    track(tl);
  }

  /** A defeat: the card goes dark under a widening ring and a cross. */
  private burst(place: CardPlace, delay: number): void {
    const r = Math.max(place.w, place.h) * 0.5;
    const ring = new Graphics().circle(0, 0, r).stroke({ width: 5, color: theme.danger });
    const cross = new Graphics()
      .moveTo(-r * 0.45, -r * 0.45).lineTo(r * 0.45, r * 0.45)
      .moveTo(r * 0.45, -r * 0.45).lineTo(-r * 0.45, r * 0.45)
      .stroke({ width: 6, color: theme.danger, cap: 'round' });
    const shade = new Graphics().roundRect(-place.w / 2, -place.h / 2, place.w, place.h, 6).fill({ color: 0x000000, alpha: 0.6 });
    for (const g of [shade, ring, cross]) {
      g.position.set(place.x, place.y);
      g.alpha = 0;
    }
    shade.rotation = place.rotation;
    this.addChild(shade, ring, cross);
    const tl = gsap.timeline({ delay, onComplete: () => this.drop(shade, ring, cross) });
    tl.set([shade, ring, cross], { alpha: 1 })
      .fromTo(ring.scale, { x: 0.4, y: 0.4 }, { x: 1.5, y: 1.5, duration: EFFECT.defeat, ease: 'power2.out' }, 0)
      .to(ring, { alpha: 0, duration: EFFECT.defeat, ease: 'power1.in' }, 0)
      .fromTo(cross.scale, { x: 1.4, y: 1.4 }, { x: 1, y: 1, duration: EFFECT.defeat * 0.4, ease: 'back.out' }, 0)
      .to([cross, shade], { alpha: 0, duration: EFFECT.defeat * 0.4 }, EFFECT.defeat * 0.6);
    track(tl);
  }

  /** "Your turn" across the middle of the board: in, held, out. */
  private banner(layout: BoardLayout, label: string): void {
    const size = Math.max(22, Math.min(48, layout.cardH * 0.32));
    const text = new Text({ text: label, style: { fontFamily: 'Georgia, serif', fontSize: size, fontWeight: 'bold', fill: theme.ember, stroke: { color: 0x000000, width: 4 } }, resolution: textQuality.resolution });
    text.anchor.set(0.5);
    const w = text.width + size * 3;
    const h = size * 1.8;
    const band = new Graphics().roundRect(-w / 2, -h / 2, w, h, h / 2).fill({ color: theme.panel, alpha: 0.92 }).stroke({ width: 2, color: theme.ember });
    const inner = new Container();
    inner.addChild(band, text);
    const box = new Container();
    box.label = 'turn-banner';
    box.addChild(inner);
    // A narrow board (a phone) shrinks the banner to fit its width.
    box.scale.set(Math.min(1, (layout.width * 0.92) / w));
    box.position.set(layout.width / 2, layout.middle.y + layout.middle.h / 2);
    box.alpha = 0;
    this.addChild(box);
    const tl = gsap.timeline({ onComplete: () => this.drop(box) });
    tl.to(box, { alpha: 1, duration: 0.08 }, 0)
      .fromTo(inner.scale, { x: 0.85, y: 0.85 }, { x: 1, y: 1, duration: 0.12, ease: 'back.out' }, 0)
      .to(box, { alpha: 0, duration: 0.1 }, EFFECT.banner - 0.1);
    track(tl);
  }

  private drop(...items: Container[]): void {
    for (const item of items) if (!item.destroyed) item.destroy({ children: true });
  }

  override destroy(): void {
    this.offInput();
    finishAll();
    super.destroy({ children: true });
  }
}
