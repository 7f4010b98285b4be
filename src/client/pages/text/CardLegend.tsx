import { armorBadge, statusBadge, tokenBadge } from '../../../cardArt/badges';
import { cardFace, statBadge } from '../../../cardArt/face';
import { pipKinds, pipMeaning, pipShapes } from '../../../cardArt/pips';
import type { Shape } from '../../../cardArt/shapes';
import { svgDocument } from '../../../cardArt/svg';
import { cardById } from '../../../engine/catalog';
import { theme } from '../../board/scene/palette';

const dataUri = (shapes: Shape[], w: number, h: number, label: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(shapes, w, h, label))}`;
const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

function Row({ icon, name, text }: { icon: React.ReactNode; name: string; text: string }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center">{icon}</span>
      <span>
        <strong>{name}</strong>: {text}
      </span>
    </li>
  );
}

const looks: Array<{ color: number; name: string; text: string }> = [
  { color: theme.playable, name: 'Green glow', text: 'a card in your hand you can play now' },
  { color: theme.selectable, name: 'Blue glow', text: 'a card you can choose (an ability to use, a blocker, a prompt’s choice)' },
  { color: theme.target, name: 'Yellow glow', text: 'a target you can pick' },
  { color: theme.selected, name: 'Orange glow and pointer', text: 'the card you have selected' },
];

/**
 * The legend of the card faces: the cost symbols, stat plates, badges and glows the board draws,
 * drawn by the same code (src/cardArt) so the legend never differs from the cards.
 */
export function CardLegend() {
  const sample = cardById['orla-cinderhand'];
  const face = (defeated: boolean) => cardFace(sample, { detail: 'compact', defeated });
  return (
    <section aria-labelledby="card-legend" className="mt-8 text-stone-300">
      <h2 id="card-legend" className="font-display text-2xl text-stone-100 2xl:text-4xl">Reading a card</h2>
      <div className="my-3 flex flex-wrap gap-4">
        {[false, true].map((d) => {
          const f = face(d);
          return <img key={String(d)} src={dataUri(f.shapes, f.w, f.h, d ? 'A defeated champion' : 'A champion on the board')} alt={d ? 'A defeated champion' : 'A champion on the board'} className="w-32 rounded-lg" />;
        })}
      </div>
      <p>On the board a card shows its name, its cost, and for characters its attack and life. Hover a card (or touch and hold it) for the full card with its rules text.</p>
      <h3 className="mt-6 text-xl font-semibold text-stone-100 2xl:text-2xl">Cost symbols</h3>
      <ul className="my-2 space-y-1" aria-label="Cost symbols">
        {pipKinds.map((k) => (
          <Row key={k} icon={<img src={dataUri(pipShapes(k, 16, 16, 14), 32, 32, pipMeaning[k].name)} alt="" className="h-8 w-8" />} name={pipMeaning[k].name} text={`paid by ${pipMeaning[k].pays}`} />
        ))}
      </ul>
      <h3 className="mt-6 text-xl font-semibold text-stone-100 2xl:text-2xl">Stats and badges</h3>
      <ul className="my-2 space-y-1" aria-label="Stats and badges">
        <Row icon={<img src={dataUri(statBadge('attack', 2, 16, 16, 14), 32, 32, 'Attack')} alt="" className="h-8 w-8" />} name="Attack" text="the damage it deals in battle" />
        <Row icon={<img src={dataUri(statBadge('life', 8, 16, 16, 14), 32, 32, 'Life')} alt="" className="h-8 w-8" />} name="Life" text="the damage it takes to destroy it (a champion is defeated)" />
        {Object.entries(tokenBadge).map(([k, b]) => (
          <Row key={k} icon={<span className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-orange-50 font-bold text-white" style={{ background: b.color }}>3</span>} name={k[0].toUpperCase() + k.slice(1)} text={b.meaning} />
        ))}
        <Row icon={<span className="flex h-7 w-7 items-center justify-center border-2 border-orange-50 font-bold text-white" style={{ background: armorBadge.color, clipPath: 'polygon(0 0,100% 0,100% 55%,50% 100%,0 55%)' }}>1</span>} name="Armor" text={armorBadge.meaning} />
        {Object.entries(statusBadge).map(([k, b]) => (
          <Row key={k} icon={<span className="flex h-7 w-7 rotate-45 items-center justify-center border-2 border-orange-50 text-white" style={{ background: b.color }}><span className="-rotate-45">{b.glyph}</span></span>} name={k[0].toUpperCase() + k.slice(1)} text={b.meaning.split(': ')[1]} />
        ))}
        <Row icon={<span className="text-2xl" aria-hidden>☠</span>} name="Defeated" text="a grey, cracked card with a skull seal: a champion that is out of the game" />
      </ul>
      <h3 className="mt-6 text-xl font-semibold text-stone-100 2xl:text-2xl">Glows on the board</h3>
      <ul className="my-2 space-y-1" aria-label="Glows on the board">
        {looks.map((l) => (
          <Row key={l.name} icon={<span className="h-8 w-6 rounded" style={{ border: `3px solid ${hex(l.color)}`, boxShadow: `0 0 8px ${hex(l.color)}` }} />} name={l.name} text={l.text} />
        ))}
      </ul>
    </section>
  );
}
