import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogCard } from '../../../protocol/cards';
import type { DeckContent, DeckStatus } from '../../../protocol/decks';
import { DeckHeader } from './DeckHeader';
import { DeckSummary } from './DeckSummary';
import { Problems } from './StatusBadge';
import { NS } from './texts';
import { panel } from '../../ui/tokens';

export type ViewableDeck = DeckContent & { name: string; notes: string; status: DeckStatus };

/**
 * A deck shown in full (board-spec 2): header, actions (when the caller allows them), summary with
 * text list or images, notes, and the stats table. Used by the list, the editor preview, precons and shares.
 */
export function DeckView(props: { deck: ViewableDeck; byId: Map<string, CatalogCard>; star?: ReactNode; actions?: ReactNode; footer?: ReactNode; banner?: ReactNode }) {
  const { t } = useTranslation(NS);
  const { deck } = props;
  return (
    <article aria-label={deck.name} className={`${panel} space-y-4`} data-testid="deck-view">
      <DeckHeader name={deck.name} champions={deck.champions} byId={props.byId} status={deck.status} extra={props.star} />
      {props.banner}
      {props.actions}
      <Problems status={deck.status} />
      <DeckSummary deck={deck} byId={props.byId} />
      <section>
        <h4 className="text-xs font-semibold tracking-wide text-stone-400 uppercase 2xl:text-sm">{t('notes')}</h4>
        <p className="mt-1 text-sm whitespace-pre-wrap text-stone-300 2xl:text-base">{deck.notes || <span className="text-stone-500">{t('noNotes')}</span>}</p>
      </section>
      {props.footer}
    </article>
  );
}
