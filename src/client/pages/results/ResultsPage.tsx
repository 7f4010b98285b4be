import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../app/i18n';
import texts from '../../locales/en/results.json';
import { loadCards } from '../../stores/cards';
import { AltArts } from './AltArts';
import { ChampionStats } from './ChampionStats';
import { GameListTable } from './GameListTable';
import { ResultFilters, type Filters } from './ResultFilters';

addTexts('results', texts);

const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg';
const tabClass =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-stone-400 outline-none hover:text-stone-200 data-[selected]:border-ember-500 data-[selected]:text-ember-300';
const subTabClass =
  'rounded-md px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800 data-[selected]:bg-ember-700/40 data-[selected]:text-ember-200';

/** /results (site-spec Results screen): My Results (Champion Stats, Game List) and Alt Arts. */
export default function ResultsPage() {
  const { t } = useTranslation('results');
  const [filters, setFilters] = useState<Filters>({ months: 0, gameType: '' });
  useEffect(() => void loadCards(), []);
  return (
    <section className={panel}>
      <h1 className="font-display text-3xl text-ember-300">{t('title')}</h1>
      <TabGroup className="mt-4">
        <TabList className="flex gap-2 border-b border-stone-800">
          <Tab className={tabClass}>{t('tabs.myResults')}</Tab>
          <Tab className={tabClass}>{t('tabs.altArts')}</Tab>
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel>
            <TabGroup>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <TabList className="flex gap-2">
                  <Tab className={subTabClass}>{t('tabs.championStats')}</Tab>
                  <Tab className={subTabClass}>{t('tabs.gameList')}</Tab>
                </TabList>
                <ResultFilters value={filters} onChange={setFilters} />
              </div>
              <TabPanels className="mt-4">
                <TabPanel>
                  <ChampionStats filters={filters} />
                </TabPanel>
                <TabPanel>
                  <GameListTable filters={filters} />
                </TabPanel>
              </TabPanels>
            </TabGroup>
          </TabPanel>
          <TabPanel>
            <AltArts />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
