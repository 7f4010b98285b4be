import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ResultsQuery, type ResultGameType } from '../../../protocol/results';
import { addTexts } from '../../app/i18n';
import texts from '../../locales/en/results.json';
import { loadCards } from '../../stores/cards';
import { AltArts } from './AltArts';
import { ChampionStats } from './ChampionStats';
import { GameListTable } from './GameListTable';
import { filterQuery, ResultFilters, type Filters } from './ResultFilters';
import { pageHeading } from '../../ui/tokens';

addTexts('results', texts);

const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg';
const tabClass =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-stone-400 outline-none hover:text-stone-200 data-[selected]:border-ember-500 data-[selected]:text-ember-300';
const subTabClass =
  'rounded-md px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800 data-[selected]:bg-ember-700/40 data-[selected]:text-ember-200';

/** /results (site-spec Results screen): My Results (Champion Stats, Game List) and Alt Arts. */
export default function ResultsPage() {
  const { t } = useTranslation('results');
  // The filters live in the URL, so a report opened from here and the browser's Back keep them.
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilters = (f: Filters) => setParams(filterQuery(f), { replace: true });
  useEffect(() => void loadCards(), []);
  const showType = (gameType: ResultGameType) => setFilters({ ...filters, gameType });
  return (
    <section className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className={pageHeading}>{t('title')}</h1>
        <Link to="/results/league" className="text-sm text-ember-400 underline-offset-2 hover:text-ember-300 hover:underline">
          {t('leagueLink')}
        </Link>
      </div>
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
                  <ChampionStats filters={filters} onGameType={showType} />
                </TabPanel>
                <TabPanel>
                  <GameListTable filters={filters} onGameType={showType} />
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

/** The filters from the query string, parsed by the API's own schema; anything unreadable is the default. */
function readFilters(params: URLSearchParams): Filters {
  const parsed = ResultsQuery.safeParse({ months: params.get('months') ?? undefined, gameType: params.get('gameType') ?? undefined });
  return parsed.success ? (parsed.data as Filters) : { months: 0, gameType: '' };
}
