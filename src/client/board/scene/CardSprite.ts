import { Container, Graphics, Rectangle, Sprite, Text, type Texture } from 'pixi.js';
import type { CardView } from '../../../protocol/game';
import { UPGRADE_OFFSET } from '../layout/sizes';
import { armorBadge, otherTokenColour, statusBadge, tokenBadge } from '../../../cardArt/badges';
import { hexNumber } from '../../../cardArt/palette';
import { badgeRadius, badgeSlots, uprightRotation } from './badgeLayout';
import { textQuality, theme } from './palette';

/** The visual states a card can be in (board-spec 4), worked out by the scene each update. */
export interface CardLook {
  selected: boolean;
  selectable: boolean;
  target: boolean;
  fresh: boolean;
  dragging: boolean;
  attacker: boolean;
  defender: boolean;
  menu: boolean;
}

const badgeStyle = { fontFamily: 'system-ui, sans-serif', fontSize: 13, fontWeight: 'bold' as const, fill: 0xffffff };

/**
 * One card on the board, keyed by uuid for its whole life: when the card changes zone the scene
 * tweens this same object to its new place. Children are rebuilt only when what they show changes.
 */
export class CardSprite extends Container {
  readonly face = new Sprite();
  private readonly ring = new Graphics();
  private readonly extras = new Container();
  private readonly badges = new Container();
  private ringKey = '';
  private extrasKey = '';
  private badgeKey = '';
  w = 0;
  h = 0;
  card!: CardView;
  faceUp = false;

  constructor(readonly uuid: string) {
    super();
    this.face.anchor.set(0.5);
    this.addChild(this.extras, this.face, this.ring, this.badges);
    // Badges turn against the card every frame (also mid-tween), so they always read upright.
    this.badges.onRender = () => {
      this.badges.rotation = uprightRotation(this.rotation);
    };
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.label = `card:${uuid}`;
  }

  setFace(texture: Texture, w: number, h: number): void {
    if (this.face.texture !== texture) this.face.texture = texture;
    if (this.w !== w || this.h !== h) {
      this.w = w;
      this.h = h;
      this.face.width = w;
      this.face.height = h;
      this.hitArea = new Rectangle(-w / 2, -h / 2, w, h);
      this.ringKey = '';
      this.extrasKey = '';
      this.badgeKey = '';
    }
  }

  /** Playable: the viewer's own hand card that can be played now (the card view's canPlay). */
  get playable(): boolean {
    return !!this.card?.canPlay && this.card.location === 'hand';
  }

  setLook(look: CardLook): void {
    const playable = this.playable && !look.dragging;
    const key = `${look.selected}${look.selectable}${look.target}${look.fresh}${look.dragging}${look.attacker}${look.defender}${look.menu}${playable}`;
    if (key === this.ringKey) return;
    this.ringKey = key;
    const g = this.ring.clear();
    const { w, h } = this;
    const ring = (color: number, width: number, pad = 2, alpha = 1) => g.roundRect(-w / 2 - pad, -h / 2 - pad, w + pad * 2, h + pad * 2, 4 + pad).stroke({ width, color, alpha });
    // A glow: a solid line with two soft ones outside it.
    const glow = (color: number, width: number, pad: number) => {
      ring(color, width * 2.6, pad + width * 1.6, 0.18);
      ring(color, width * 1.6, pad + width * 0.8, 0.35);
      ring(color, width, pad);
    };
    if (look.attacker) ring(theme.attacker, 3, 3);
    if (look.defender) ring(theme.defender, 3, 3);
    if (look.fresh) ring(theme.fresh, 2, 1, 0.9);
    if (playable) glow(theme.playable, 2.5, 2);
    // A playable hand card is also selectable (clicking plays it): one glow, the playable one.
    if (look.selectable && !playable) glow(theme.selectable, 2.5, 2);
    if (look.target) glow(theme.target, 3, 3);
    if (look.selected) {
      glow(theme.selected, 4, 3);
      g.poly([0, -h / 2 - 14, -9, -h / 2 - 24, 9, -h / 2 - 24]).fill(theme.selected).stroke({ width: 1.5, color: 0x1c1917 });
    }
    if (look.dragging) g.roundRect(-w / 2, -h / 2, w, h, 4).fill({ color: theme.ember, alpha: 0.12 });
    if (look.menu) {
      const at = this.menuIcon();
      g.circle(at.x, at.y, 7).fill(0x1c1917).stroke({ width: 1.5, color: theme.ember });
      for (const dx of [-3, 0, 3]) g.circle(at.x + dx, at.y, 1).fill(theme.text);
    }
  }

  /**
   * The menu icon's centre in the card's own frame: at the right edge just under the name band (a
   * name of two lines ends at 25% of the height), so it never covers the name.
   */
  menuIcon(): { x: number; y: number } {
    return { x: this.w / 2 - 8, y: -this.h / 2 + this.h * 0.25 + 9 };
  }

  /** Whether a point of the card's own frame is on its menu icon (a finger's width around it). */
  onMenuIcon(local: { x: number; y: number }): boolean {
    const at = this.menuIcon();
    return Math.abs(local.x - at.x) <= 10 && Math.abs(local.y - at.y) <= 10;
  }

  /** Upgrades peek out above the card (15 px each); up to 3 child cards sit along its foot. */
  setExtras(card: CardView, scale: number): void {
    const ups = card.upgrades ?? [];
    const kids = (card.childCards ?? []).slice(0, 3);
    const key = `${ups.map((u) => u.uuid).join()}|${kids.map((k) => k.uuid).join()}|${this.w}`;
    if (key === this.extrasKey) return;
    this.extrasKey = key;
    for (const child of this.extras.removeChildren()) child.destroy({ children: true });
    const { w, h } = this;
    ups.forEach((u, i) => {
      const off = UPGRADE_OFFSET * scale * (ups.length - i);
      const tab = new Graphics().roundRect(-w / 2, -h / 2 - off, w, h, 4).fill(0x3f2a1d).stroke({ width: 1, color: theme.ember });
      const label = new Text({ resolution: textQuality.resolution, text: u.name, style: { ...badgeStyle, fontSize: 11, fontWeight: 'normal' } });
      label.position.set(-w / 2 + 3, -h / 2 - off + 1);
      label.scale.set(Math.min(1, (w - 6) / Math.max(1, label.width)));
      this.extras.addChild(tab, label);
    });
    kids.forEach((k, i) => {
      const kw = w / 3 - 2;
      const tile = new Graphics().roundRect(-w / 2 + i * (kw + 3), h / 2 - 12, kw, 19, 3).fill(0x292524).stroke({ width: 1, color: theme.muted });
      const label = new Text({ resolution: textQuality.resolution, text: k.name.split(' ')[0], style: { ...badgeStyle, fontSize: 11, fontWeight: 'normal' } });
      label.position.set(-w / 2 + i * (kw + 3) + 2, h / 2 - 10);
      label.scale.set(Math.min(1, (kw - 4) / Math.max(1, label.width)));
      this.extras.addChild(tile, label);
    });
  }

  /** Tokens (damage, exhaustion and others), armor and status conditions as badges over the art, always upright. */
  setBadges(card: CardView): void {
    // A defeated card's seal says it all: its damage and statuses no longer matter.
    const tokens = card.defeated ? [] : Object.entries(card.tokens ?? {}).filter(([, n]) => n > 0);
    const statuses = card.defeated ? [] : card.statusConditions ?? [];
    const key = `${tokens.map(([k, n]) => `${k}${n}`).join()}|${card.armor ?? 0}|${statuses.join()}|${this.w}|${this.h}`;
    if (key === this.badgeKey) return;
    this.badgeKey = key;
    for (const child of this.badges.removeChildren()) child.destroy({ children: true });
    const items: Array<{ color: number; text: string; shape: 'circle' | 'shield' | 'diamond' }> = [
      ...tokens.map(([name, n]) => ({ color: hexNumber(tokenBadge[name]?.color ?? otherTokenColour), text: String(n), shape: 'circle' as const })),
      ...(card.armor ? [{ color: hexNumber(armorBadge.color), text: String(card.armor), shape: 'shield' as const }] : []),
      ...statuses.map((s) => ({ color: hexNumber(statusBadge[s]?.color ?? '#0f766e'), text: statusBadge[s]?.glyph ?? s.slice(0, 1).toUpperCase(), shape: 'diamond' as const })),
    ];
    const r = badgeRadius(this.w, this.h);
    const slots = badgeSlots(items.length, r, this.w, this.h);
    items.forEach((b, i) => {
      const { x, y } = slots[i];
      const g = new Graphics();
      const edge = { width: Math.max(1.5, r * 0.12), color: 0xfff7ed };
      if (b.shape === 'circle') g.circle(x, y + r * 0.1, r).fill({ color: 0x000000, alpha: 0.45 }).circle(x, y, r).fill(b.color).stroke(edge);
      else if (b.shape === 'shield') g.poly([x - r, y - r * 0.9, x + r, y - r * 0.9, x + r, y + r * 0.1, x, y + r * 1.05, x - r, y + r * 0.1]).fill(b.color).stroke(edge);
      else g.poly([x, y - r * 1.1, x + r * 1.05, y, x, y + r * 1.1, x - r * 1.05, y]).fill(b.color).stroke(edge);
      const t = new Text({ resolution: textQuality.resolution, text: b.text, style: { ...badgeStyle, fontSize: Math.round(r * 1.15), stroke: { color: 0x1c1917, width: Math.max(2, r * 0.18), join: 'round' } } });
      t.anchor.set(0.5);
      t.position.set(x, y);
      this.badges.addChild(g, t);
    });
  }
}
