import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Uuid } from '../../../protocol/common';
import { DeckResponse, type Deck } from '../../../protocol/decks';
import { api, ApiError } from '../../net/api';
import { decksStore } from '../../stores/decks';
import { fieldsOf } from './deckDraft';
import { DeckEditor } from './DeckEditor';
import { NS } from './texts';
import { Alert } from '../../ui';
import { useCatalogue } from './useCatalogue';

/**
 * Which deck /decks/edit[/{id}] opens: the id in the URL, else the selected deck. `redirect` says the URL should
 * become /decks/edit/{id} (so a reload keeps the deck); `id` null (none selected, or not a uuid) is "not found".
 */
export function deckToEdit(deckId: string | undefined, selectedId: string | null): { id: string | null; redirect: boolean } {
  if (deckId === undefined) return { id: selectedId, redirect: selectedId !== null };
  return { id: Uuid.safeParse(deckId).success ? deckId : null, redirect: false };
}

/** /decks/edit/{id} (or /decks/edit for the selected deck): the editor on a saved deck. */
export default function EditDeckPage() {
  const { t } = useTranslation(NS);
  const { deckId } = useParams();
  const navigate = useNavigate();
  const { id, redirect } = deckToEdit(deckId, decksStore.selectedId);
  const { cards, ready } = useCatalogue();
  const [deck, setDeck] = useState<Deck | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (redirect) void navigate(`/decks/edit/${id}`, { replace: true });
  }, [redirect, id, navigate]);
  useEffect(() => {
    setError(null);
    setDeck(null);
    if (!id || redirect) return;
    const controller = new AbortController();
    api(`/api/decks/${id}`, DeckResponse, { signal: controller.signal })
      .then((res) => setDeck(res.deck))
      .catch((err: Error) => {
        if (controller.signal.aborted) return;
        setError(err instanceof ApiError && err.status === 404 ? t('notFound') : err.message);
      });
    return () => controller.abort();
  }, [id, redirect, t]);
  const shown = id ? error : t('notFound');
  if (shown) return <Alert kind="error">{shown}</Alert>;
  if (!deck || !ready) return <p className="text-stone-400">{t('waitingForDeck')}</p>;
  return <DeckEditor title={t('editor.editTitle')} deckId={deck._id} initial={fieldsOf(deck, cards)} />;
}
