import { Container, Graphics, Rectangle, Sprite, Text, type Texture } from 'pixi.js';
import type { CardView } from '../../../protocol/game';
import { UPGRADE_OFFSET } from '../layout/sizes';
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

  setLook(look: CardLook): void {
    const key = `${look.selected}${look.selectable}${look.target}${look.fresh}${look.dragging}${look.attacker}${look.defender}${look.menu}`;
    if (key === this.ringKey) return;
    this.ringKey = key;
    const g = this.ring.clear();
    const { w, h } = this;
    const ring = (color: number, width: number, pad = 2) => g.roundRect(-w / 2 - pad, -h / 2 - pad, w + pad * 2, h + pad * 2, 5).stroke({ width, color });
    if (look.attacker) ring(theme.attacker, 3, 3);
    if (look.defender) ring(theme.defender, 3, 3);
    if (look.fresh) ring(theme.fresh, 2, 1);
    if (look.selectable) ring(theme.selectable, 2.5, 2);
    if (look.target) ring(theme.target, 3, 4);
    if (look.selected) ring(theme.selected, 4, 3);
    if (look.dragging) g.roundRect(-w / 2, -h / 2, w, h, 4).fill({ color: theme.ember, alpha: 0.12 });
    if (look.menu) {
      g.circle(w / 2 - 8, -h / 2 + 8, 7).fill(0x1c1917).stroke({ width: 1.5, color: theme.ember });
      for (const dx of [-3, 0, 3]) g.circle(w / 2 - 8 + dx, -h / 2 + 8, 1).fill(theme.text);
    }
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
      const label = new Text({ resolution: textQuality.resolution, text: u.name, style: { ...badgeStyle, fontSize: 9, fontWeight: 'normal' } });
      label.position.set(-w / 2 + 3, -h / 2 - off + 1);
      label.scale.set(Math.min(1, (w - 6) / Math.max(1, label.width)));
      this.extras.addChild(tab, label);
    });
    kids.forEach((k, i) => {
      const kw = w / 3 - 2;
      const tile = new Graphics().roundRect(-w / 2 + i * (kw + 3), h / 2 - 10, kw, 16, 3).fill(0x292524).stroke({ width: 1, color: theme.muted });
      const label = new Text({ resolution: textQuality.resolution, text: k.name.slice(0, 6), style: { ...badgeStyle, fontSize: 8, fontWeight: 'normal' } });
      label.position.set(-w / 2 + i * (kw + 3) + 2, h / 2 - 8);
      this.extras.addChild(tile, label);
    });
  }

  /** Tokens (damage, exhaustion and others), armor and status conditions as small badges. */
  setBadges(card: CardView): void {
    const tokens = Object.entries(card.tokens ?? {}).filter(([, n]) => n > 0);
    const statuses = card.statusConditions ?? [];
    const key = `${tokens.map(([k, n]) => `${k}${n}`).join()}|${card.armor ?? 0}|${statuses.join()}|${this.w}`;
    if (key === this.badgeKey) return;
    this.badgeKey = key;
    for (const child of this.badges.removeChildren()) child.destroy({ children: true });
    const { w, h } = this;
    const r = Math.max(8, Math.min(12, w / 7));
    let x = -w / 2 + r + 2;
    const y = -h / 2 + h * 0.45;
    const badge = (color: number, text: string, shape: 'circle' | 'shield' = 'circle') => {
      const g = new Graphics();
      if (shape === 'circle') g.circle(x, y, r).fill(color).stroke({ width: 1.5, color: 0x000000, alpha: 0.6 });
      else g.roundRect(x - r, y - r, r * 2, r * 2, 3).fill(color).stroke({ width: 1.5, color: 0x000000, alpha: 0.6 });
      const t = new Text({ resolution: textQuality.resolution, text, style: { ...badgeStyle, fontSize: r * 1.1 } });
      t.anchor.set(0.5);
      t.position.set(x, y);
      this.badges.addChild(g, t);
      x += r * 2 + 2;
    };
    for (const [name, n] of tokens) badge(name === 'damage' ? theme.danger : name === 'exhaustion' ? 0x57534e : 0x7c3aed, String(n));
    if (card.armor) badge(0x64748b, String(card.armor), 'shield');
    statuses.forEach((s) => badge(0x0f766e, s.slice(0, 1).toUpperCase(), 'shield'));
  }
}
