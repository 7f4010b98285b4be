import { useTranslation } from 'react-i18next';
import { DeckEditor } from './DeckEditor';
import { NS } from './texts';
import { useCatalogue } from './useCatalogue';

/** /decks/add: the editor on a new, empty deck named 'New Deck'. */
export default function AddDeckPage() {
  const { t } = useTranslation(NS);
  const { ready } = useCatalogue();
  if (!ready) return <p className="text-stone-400">{t('loadingDecks')}</p>;
  return <DeckEditor title={t('editor.addTitle')} initial={{ deckName: t('editor.newDeck'), champions: [], cardsText: '', diceText: '', notes: '' }} />;
}
