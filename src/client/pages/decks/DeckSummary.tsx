import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogCard } from '../../../protocol/cards';
import { deckLimits, type DeckContent } from '../../../protocol/decks';
import { CardImage } from './CardImage';
import { NS } from './texts';

type Line = { card: CatalogCard; count: number; ff?: boolean };

/** Cards grouped by type, in a stable order, so the text list reads like a deck list. */
function groups(deck: DeckContent, byId: Map<string, CatalogCard>): [string, Line[]][] {
  const byType = new Map<string, Line[]>();
  for (const c of deck.cards) {
    const card = byId.get(c.id);
    if (!card) continue;
    const list = byType.get(card.type) ?? [];
    list.push({ card, count: c.count, ff: c.ff });
    byType.set(card.type, list);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, lines]) => [type, lines.sort((x, y) => x.card.name.localeCompare(y.card.name))]);
}

/** The deck view's summary: a text list or the card images (toggled), the total, and the dice. */
export function DeckSummary({ deck, byId }: { deck: DeckContent; byId: Map<string, CatalogCard> }) {
  const { t } = useTranslation(NS);
  const [images, setImages] = useState(false);
  const total = deck.cards.reduce((sum, c) => sum + c.count, 0);
  const grouped = groups(deck, byId);
  return (
    <section aria-label={t('summary', { defaultValue: 'Summary' })} className="space-y-3">
      <div className="flex items-center justify-between">
        <span className="text-sm font-semibold text-stone-200 2xl:text-lg">{t('total', { count: total })}</span>
        <button type="button" onClick={() => setImages(!images)} className="text-sm text-ember-300 underline-offset-2 hover:underline 2xl:text-base">
          {images ? t('showList') : t('showImages')}
        </button>
      </div>
      {images ? (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(96px,1fr))] gap-2 2xl:grid-cols-[repeat(auto-fill,minmax(170px,1fr))]">
          {grouped.flatMap(([, lines]) => lines).map((line) => (
            <li key={line.card.id} className="relative">
              <CardImage card={line.card} className="w-full" />
              <span className="absolute top-1 right-1 rounded bg-stone-950/90 px-1.5 text-xs font-bold text-ember-300 2xl:text-sm">×{line.count}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="columns-1 gap-6 sm:columns-2">
          {grouped.map(([type, lines]) => (
            <div key={type} className="mb-3 break-inside-avoid">
              <h4 className="text-xs font-semibold tracking-wide text-stone-400 uppercase 2xl:text-sm">
                {type} ({lines.reduce((s, l) => s + l.count, 0)})
              </h4>
              <ul className="text-sm text-stone-200 2xl:text-base">
                {lines.map((line) => (
                  <li key={line.card.id} className={line.count > deckLimits.maxCopies ? 'font-semibold text-red-300' : ''} data-over-limit={line.count > deckLimits.maxCopies || undefined}>
                    {line.count}x {line.card.name}
                    {line.ff && <span className="ml-1 rounded bg-ember-700/60 px-1 text-[10px] text-ember-100">ff</span>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {deck.dicepool.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-stone-400 uppercase 2xl:text-sm">{t('dice')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {deck.dicepool.map((d) => (
              <li key={d.magic} className="rounded-full border border-stone-700 bg-stone-800 px-2.5 py-0.5 text-xs text-stone-200 2xl:text-sm">
                {d.count} {t(`magic.${d.magic}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
