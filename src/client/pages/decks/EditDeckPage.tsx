import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DeckResponse, type Deck } from '../../../protocol/decks';
import { api, ApiError } from '../../net/api';
import { decksStore } from '../../stores/decks';
import { fieldsOf } from './deckDraft';
import { DeckEditor } from './DeckEditor';
import { NS } from './texts';
import { Alert } from './ui';
import { useCatalogue } from './useCatalogue';

/** /decks/edit/{id} (or /decks/edit for the selected deck): the editor on a saved deck. */
export default function EditDeckPage() {
  const { t } = useTranslation(NS);
  const { deckId } = useParams();
  const id = deckId ?? decksStore.selectedId;
  const { cards, ready } = useCatalogue();
  const [deck, setDeck] = useState<Deck | null>(null);
  const [error, setError] = useState<string | null>(id ? null : t('notFound'));
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    api(`/api/decks/${id}`, DeckResponse, { signal: controller.signal })
      .then((res) => setDeck(res.deck))
      .catch((err: Error) => {
        if (controller.signal.aborted) return;
        setError(err instanceof ApiError && err.status === 404 ? t('notFound') : err.message);
      });
    return () => controller.abort();
  }, [id, t]);
  if (error) return <Alert kind="error">{error}</Alert>;
  if (!deck || !ready) return <p className="text-stone-400">{t('waitingForDeck')}</p>;
  return <DeckEditor title={t('editor.editTitle')} deckId={deck._id} initial={fieldsOf(deck, cards)} />;
}
