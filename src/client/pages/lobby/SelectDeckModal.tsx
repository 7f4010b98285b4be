import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { GameFormat } from '../../../protocol/lobby';
import { lobbySend } from '../../net/lobbySocket';
import { deckSources, loadDeckSources, offerProblem, type DeckChoice } from '../../stores/deckSources';
import { Alert, Modal } from '../../ui';
import { secondaryButton } from '../../ui/tokens';

const tab = 'rounded-md px-4 py-2 text-sm font-semibold text-stone-300 data-hover:bg-stone-800 data-selected:bg-ember-700 data-selected:text-white 2xl:text-lg';

/**
 * My decks and the precons in tabs, plus 'choose for me' (-1). A deck without exactly 3 champions asks for them next.
 * A deck the lobby would refuse for this game (offerProblem: the lobby's own rule) is shown greyed out with the lobby's reason.
 * `forBot`: the owner of a game against the bot chooses the bot's deck (selectdeck for the other seat): the
 * precons only (the bot has no decks of its own), with the first three champions of a larger pod.
 */
export function SelectDeckModal(props: {
  open: boolean;
  onClose: () => void;
  gameId: string;
  gameFormat: GameFormat;
  solo: boolean;
  onNeedChampions: (deck: DeckChoice) => void;
  forBot?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const { mine, precons, status, error } = useSnapshot(deckSources);
  useEffect(() => {
    if (props.open) void loadDeckSources();
  }, [props.open]);
  const forMe = !props.forBot;
  const choose = (deck: DeckChoice) => {
    if (props.forBot) {
      lobbySend('selectdeck', props.gameId, false, deck.id, true, { champions: deck.champions.slice(0, 3) });
      props.onClose();
      return;
    }
    const champions = deck.champions.length === 3 ? { champions: [...deck.champions] } : undefined;
    lobbySend('selectdeck', props.gameId, true, deck.id, deck.precon, champions);
    props.onClose();
    if (!champions) props.onNeedChampions(deck);
  };
  const list = (decks: readonly DeckChoice[]) =>
    decks.length === 0 ? (
      <p className="p-3 text-stone-400">{t('selectDeck.none')}</p>
    ) : (
      <ul className="max-h-[50vh] divide-y divide-stone-800 overflow-y-auto">
        {decks.map((deck) => {
          const problem = offerProblem({ gameFormat: props.gameFormat, solo: props.solo }, deck);
          return (
            <li key={deck.id}>
              <button
                type="button"
                disabled={problem !== null}
                onClick={() => choose(deck)}
                className="flex w-full items-center gap-3 px-3 py-2.5 text-left enabled:hover:bg-stone-800 enabled:focus:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-60 2xl:py-4 2xl:text-xl"
                data-testid="deck-choice"
              >
                <span className="flex-1 text-stone-100">{deck.name}</span>
                <span className="text-xs text-stone-400 2xl:text-base">{t('selectDeck.champions', { count: deck.champions.length })}</span>
                {problem && <span className="rounded bg-red-900 px-1.5 text-xs text-red-100" data-testid="deck-problem">{problem}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <Modal open={props.open} onClose={props.onClose} title={t(forMe ? 'selectDeck.title' : 'selectDeck.botTitle')} wide>
      {!forMe && <p className="mb-3 text-sm text-stone-300 2xl:text-lg">{t('selectDeck.botHelp')}</p>}
      <button
        type="button"
        className={`${secondaryButton} w-full text-left`}
        onClick={() => {
          lobbySend('selectdeck', props.gameId, forMe, -1, false, undefined);
          props.onClose();
        }}
      >
        {t('selectDeck.chooseForMe')} <span className="ml-2 text-sm font-normal text-stone-400">{t('selectDeck.chooseForMeHelp')}</span>
      </button>
      {status === 'loading' && <p className="mt-4 text-stone-400">{t('selectDeck.loading')}</p>}
      {status === 'error' && <Alert kind="error" className="mt-4">{error}</Alert>}
      {status === 'ready' && !forMe && <div className="mt-4 rounded-lg border border-stone-800">{list(precons)}</div>}
      {status === 'ready' && forMe && (
        <TabGroup className="mt-4" defaultIndex={props.gameFormat === 'precon' ? 1 : 0}>
          <TabList className="flex gap-2">
            <Tab className={tab}>{t('selectDeck.myDecks')}</Tab>
            <Tab className={tab}>{t('selectDeck.precons')}</Tab>
          </TabList>
          <TabPanels className="mt-3 rounded-lg border border-stone-800">
            <TabPanel>{list(mine)}</TabPanel>
            <TabPanel>{list(precons)}</TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </Modal>
  );
}
