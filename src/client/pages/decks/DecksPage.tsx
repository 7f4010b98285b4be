import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Deck, PreconDeck } from '../../../protocol/decks';
import { decksStore, loadDecks } from '../../stores/decks';
import { DeckActions } from './DeckActions';
import { DeckFilter } from './DeckFilter';
import { DeckList } from './DeckList';
import { DeckStats } from './DeckStats';
import { DeckView } from './DeckView';
import { FavouriteStar } from './FavouriteStar';
import { PreconList } from './PreconList';
import { NS } from './texts';
import { Alert } from '../../ui';
import { pageHeading, panel, secondaryButton } from '../../ui/tokens';
import { useCatalogue } from './useCatalogue';
import { useFlash } from './useFlash';

const tabClass = 'rounded-md px-4 py-2 text-sm font-semibold text-stone-300 data-hover:bg-stone-800 data-selected:bg-stone-800 data-selected:text-ember-300 2xl:text-base';

/** /decks: the user's decks (or the Pod Precons) on the left, the chosen deck's full view on the right. */
export default function DecksPage() {
  const { t } = useTranslation(NS);
  const { cards, byId } = useCatalogue();
  const snap = useSnapshot(decksStore);
  const [tab, setTab] = useState(0);
  const [precon, setPrecon] = useState<PreconDeck | null>(null);
  const [deleted, flashDeleted] = useFlash(1000);
  const [note, flashNote] = useFlash(4000);
  const [noteKind, setNoteKind] = useState<'success' | 'error'>('success');
  const say = (kind: 'success' | 'error', message: string, ms?: number) => {
    setNoteKind(kind);
    flashNote(message, ms);
  };
  useEffect(() => {
    if (decksStore.status === 'idle' || decksStore.decks.length === 0) void loadDecks();
  }, []);
  const champions = useMemo(() => cards.filter((c) => c.type === 'Champion' && c.deckType !== 'chimera'), [cards]);
  const selected = (snap.decks as Deck[]).find((d) => d._id === snap.selectedId) ?? null;
  const shown = tab === 0 ? selected : precon;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(340px,2fr)_3fr]">
      <section className={`${panel} space-y-4`}>
        <div className="flex items-center justify-between gap-2">
          <h1 className={pageHeading}>{t('title')}</h1>
          <Link to="/decks/import" className={secondaryButton}>
            {t('import')}
          </Link>
        </div>
        {deleted && <Alert kind="success">{deleted}</Alert>}
        {snap.status === 'error' && <Alert kind="error">{snap.error}</Alert>}
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList className="flex gap-2 border-b border-stone-800 pb-2">
            <Tab className={tabClass}>{t('myDecks')}</Tab>
            <Tab className={tabClass}>{t('precons')}</Tab>
          </TabList>
          <TabPanels className="mt-4">
            <TabPanel className="space-y-4">
              <DeckFilter champions={champions} />
              <DeckList byId={byId} onError={(m) => say('error', m)} />
            </TabPanel>
            <TabPanel>
              <PreconList byId={byId} selected={precon?.id ?? null} onSelect={setPrecon} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </section>
      <div className="space-y-3">
        {note && <Alert kind={noteKind}>{note}</Alert>}
        {shown ? (
          <DeckView
            deck={shown}
            byId={byId}
            star={tab === 0 && selected ? <FavouriteStar deck={selected} onError={(m) => say('error', m)} /> : undefined}
            actions={tab === 0 && selected ? <DeckActions deck={selected} say={say} onDeleted={() => flashDeleted(t('deleted'))} /> : undefined}
            footer={tab === 0 && selected ? <DeckStats deck={selected} /> : undefined}
          />
        ) : (
          <p className={`${panel} text-stone-400`}>{t('selectDeck')}</p>
        )}
      </div>
    </div>
  );
}
