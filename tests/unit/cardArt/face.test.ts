import { describe, expect, it } from 'vitest';
import { cardFace, FACE_W, type FaceCard } from '../../../src/cardArt/face';
import { card } from '../../../src/engine/catalog';
import type { Shape, TextShape } from '../../../src/cardArt/shapes';
import { shapesToSvg } from '../../../src/cardArt/svg';
import { renderCardSvg } from '../../../src/server/cards/art';
import { altArtSvg } from '../../../src/server/admin/altArt';

const texts = (shapes: Shape[]) => shapes.filter((s): s is TextShape => s.kind === 'text');
/**
 * At 1280x800 with the sidebar open a card is 80 CSS px wide in a server-hosted game (under the site
 * header) and 88 on /practice (docs/board.md, Layout); a face is FACE_W units wide.
 */
const CARD_CSS_W = 80;
const cssPx = (size: number) => (size * CARD_CSS_W) / FACE_W;

describe('the card face', () => {
  const unit: FaceCard = card('orla-cinderhand');
  const action: FaceCard = card('phantom-feint');

  it('compact: name, attack and life readable at 11 CSS px or more on the 80 px card of a 1280x800 screen, and no rules text', () => {
    const t = texts(cardFace(unit, { detail: 'compact' }).shapes);
    const name = t.filter((s) => s.text && unit.name!.includes(s.text));
    expect(name.length).toBeGreaterThan(0);
    for (const s of name) expect(cssPx(s.size)).toBeGreaterThanOrEqual(11);
    for (const v of [String(unit.attack), String(unit.defense)]) {
      const numeral = t.find((s) => s.text === v)!;
      expect(cssPx(numeral.size)).toBeGreaterThanOrEqual(11);
    }
    expect(t.some((s) => unit.text!.startsWith(s.text))).toBe(false);
  });

  it('compact: a card without stats names its type instead', () => {
    const t = texts(cardFace(action, { detail: 'compact' }).shapes);
    expect(t.map((s) => s.text)).toContain('Reaction');
  });

  it('full: the rules text, wrapped within the card', () => {
    const t = texts(cardFace(action, { detail: 'full' }).shapes);
    const body = t.filter((s) => s.font === 'serif' && !s.bold && !s.italic).map((s) => s.text).join(' ');
    expect(body.replace(/…$/, '')).toContain(action.text!.split(' ').slice(0, 8).join(' '));
  });

  it('defeated: greyed all over but for the red defeat seal, with the word DEFEATED', () => {
    const plain = cardFace(unit, { detail: 'compact' }).shapes;
    const dead = cardFace(unit, { detail: 'compact', defeated: true }).shapes;
    expect(texts(dead).map((s) => s.text)).toContain('DEFEATED');
    const greys = dead.slice(0, plain.length).flatMap((s) => (s.kind === 'text' ? [s.fill] : typeof s.fill === 'string' ? [s.fill] : s.fill ? s.fill.stops.map(([, c]) => c) : []));
    for (const c of greys) expect(c.slice(1, 3)).toBe(c.slice(3, 5));
  });

  it('one drawing for the site: the SVG image holds the same face, and alt arts are that face on another palette', () => {
    const svg = renderCardSvg(card('orla-cinderhand'));
    expect(svg).toContain('Orla Cinderhand');
    expect(svg).toContain('<linearGradient');
    const alt = altArtSvg({ alt: 'orla-cinderhand-gilded', name: 'Orla Cinderhand (Gilded)', stub: 'orla-cinderhand' }, card('orla-cinderhand'));
    expect(alt).toContain('Gilded');
    expect(alt).not.toBe(svg);
    expect(shapesToSvg([{ kind: 'text', x: 0, y: 0, text: 'a<b & "c"', size: 10, fill: '#000000', font: 'sans', anchor: 'start' }]).body).toContain('a&lt;b &amp; &quot;c&quot;');
  });
});
