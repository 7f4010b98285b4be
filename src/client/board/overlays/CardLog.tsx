import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLogItem, CardView, GameAction } from '../../../protocol/game';

export interface CardLogProps {
  items: CardLogItem[];
  /** How many older entries to list (3 on small screens). */
  older: number;
  inspected?: CardView;
  send: (action: GameAction) => void;
  onZoom: (cardId: string | null, name?: string) => void;
  canClose: boolean;
  /** The viewing player, whose entries read "You play ..." (none for spectators and replays). */
  viewer?: string | null;
}

/**
 * The card log (latest first, then `older` entries) and the inspected card. "All entries" swaps the
 * compact list for every entry of the game (the view carries the whole card log), newest first and
 * scrollable. Entries hold only played, used or attacked cards, which every viewer was shown.
 */
export function CardLog({ items, older, inspected, send, onZoom, canClose, viewer }: CardLogProps) {
  const { t } = useTranslation('board');
  const [all, setAll] = useState(false);
  const recent = (all ? items : items.slice(-(older + 1))).slice().reverse();
  return (
    <section aria-label={t('cardLog')} className="rounded-md border border-stone-700 bg-stone-900/95 p-2 text-xs text-stone-300">
      {inspected ? (
        <div className="mb-2 rounded border border-ember-700 p-1" aria-label={t('inspectedCard')}>
          <div className="flex items-center justify-between">
            <span className="font-semibold text-ember-300">{inspected.name}</span>
            {canClose ? (
              <button type="button" className="px-1 text-stone-400 hover:text-white" onClick={() => send({ command: 'closeInspector' })}>
                {t('close')}
              </button>
            ) : null}
          </div>
          {inspected.text ? <p className="mt-1 text-stone-300">{inspected.text}</p> : null}
        </div>
      ) : null}
      <div className="mb-1 flex justify-end">
        <button type="button" aria-pressed={all} className="rounded px-1 text-stone-400 hover:bg-stone-700 hover:text-white" onClick={() => setAll(!all)}>
          {all ? t('cardLogFewer') : t('cardLogAll')}
        </button>
      </div>
      {recent.length === 0 ? <p className="text-stone-500">{t('noCardLog')}</p> : null}
      <ol className={all ? 'max-h-64 space-y-0.5 overflow-y-auto' : 'space-y-0.5'} aria-label={all ? t('cardLogAllLabel') : undefined}>
        {recent.map((item, i) => (
          <li key={items.length - i} className={i === 0 ? 'text-sm text-stone-100' : ''} onMouseEnter={() => item.obj && onZoom(item.obj.id, item.obj.name)} onMouseLeave={() => onZoom(null)}>
            {/* An attack entry's card is its target: "alpha attacks Orla Cinderhand". */}
            <span className={item.pl === 'p1' ? 'text-ember-300' : 'text-sky-300'}>{item.p === viewer ? t('logYouName') : item.p}</span>{' '}
            {t(item.p === viewer ? `logYou.${item.type}` : `log.${item.type}`)} {item.obj ? <b>{item.obj.name}</b> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
