import type { ReactNode } from 'react';
import type { CatalogCard } from '../../../protocol/cards';
import type { DeckStatus } from '../../../protocol/decks';
import { CardImage } from './CardImage';
import { StatusBadge } from './StatusBadge';

/** Champion pictures and names, the deck name, the valid badge, and whatever the caller adds (the star). */
export function DeckHeader(props: { name: string; champions: string[]; byId: Map<string, CatalogCard>; status: DeckStatus; extra?: ReactNode }) {
  const champions = props.champions.map((id) => props.byId.get(id)).filter((c): c is CatalogCard => Boolean(c));
  return (
    <header className="flex flex-wrap items-start gap-4">
      {champions.length > 0 && (
        <ul className="flex gap-2">
          {champions.map((card) => (
            <li key={card.id} className="group relative">
              <CardImage card={card} className="w-16 transition group-hover:z-20 group-hover:origin-top-left group-hover:scale-[2.2] 2xl:w-28" />
            </li>
          ))}
        </ul>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h2 className="truncate font-display text-2xl text-ember-300 2xl:text-4xl">{props.name}</h2>
          {props.extra}
        </div>
        <p className="mt-1 text-sm text-stone-300 2xl:text-lg">{champions.map((c) => c.name).join(', ') || '—'}</p>
        <div className="mt-2">
          <StatusBadge status={props.status} />
        </div>
      </div>
    </header>
  );
}
