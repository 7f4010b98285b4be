import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { validateDeck } from '../../../engine/deckbuilding';
import { SharedDeckResponse, type SharedDeck } from '../../../protocol/decks';
import { api, ApiError } from '../../net/api';
import { accountStore } from '../../stores/account';
import { importDeck } from '../../stores/decks';
import { DeckView } from './DeckView';
import { NS } from './texts';
import { Alert, Spinner } from '../../ui';
import { primaryButton } from '../../ui/tokens';
import { useCatalogue } from './useCatalogue';

/** /decks/share/{uuid}: a shared deck, shown to anyone; a logged-in user can import it. */
export default function SharedDeckPage() {
  const { t } = useTranslation(NS);
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSnapshot(accountStore);
  const { cards, byId } = useCatalogue();
  const [deck, setDeck] = useState<SharedDeck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    api(`/api/decks/share/${encodeURIComponent(uuid)}`, SharedDeckResponse)
      .then((res) => setDeck(res.deck))
      .catch((err: Error) => setError(err instanceof ApiError && err.status === 404 ? t('notFound') : err.message));
  }, [uuid, t]);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => navigate('/decks'), 1000);
    return () => clearTimeout(timer);
  }, [added, navigate]);

  if (error) return <Alert kind="error">{error}</Alert>;
  if (!deck) return <p className="text-stone-400">{t('waitingForDeck')}</p>;
  const doImport = async () => {
    setBusy(true);
    try {
      await importDeck(deck.shareUuid, location.origin);
      setAdded(true);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-4xl space-y-3 2xl:max-w-6xl">
      <p className="text-sm text-stone-400 2xl:text-lg">
        {t('shared.title')} · {t('shared.by', { owner: deck.owner })}
      </p>
      {added && <Alert kind="success">{t('added')}</Alert>}
      <DeckView
        deck={{ ...deck, status: validateDeck(deck, cards) }}
        byId={byId}
        actions={
          user ? (
            <button type="button" className={primaryButton} disabled={busy || added} onClick={() => void doImport()}>
              {busy && <Spinner />}
              {t('shared.importThis')}
            </button>
          ) : (
            <Alert kind="info">{t('shared.loginToImport')}</Alert>
          )
        }
      />
    </div>
  );
}
