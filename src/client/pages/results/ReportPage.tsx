import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ReportQuery, ReportResponse, type ResultPeriod } from '../../../protocol/results';
import { addTexts } from '../../app/i18n';
import { usePageTitle } from '../../app/pageTitle';
import texts from '../../locales/en/results.json';
import { percent } from './format';
import { LoadState, td } from './LoadState';
import { PeriodSelect, selectClass, WinLossCells, WinLossHead } from './ResultFilters';
import { ResultsSubpage } from './ResultsSubpage';
import { useApiData } from './useApiData';

addTexts('results', texts);

/**
 * /results/report/:id (GET /api/games/report/{id}): how one of the user's decks, or a champion they
 * play, fared in PvP against each opposing champion, or each opposing line-up. The period and the
 * grouping are in the query string (months, pairings), read with the API's own schema.
 */
export default function ReportPage() {
  const { t } = useTranslation('results');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const parsed = ReportQuery.safeParse({ months: params.get('months') ?? undefined, pairings: params.get('pairings') ?? undefined });
  const query = parsed.success ? parsed.data : { months: 0, pairings: false };
  const set = (q: { months: number; pairings: boolean }) => setParams(`months=${q.months}&pairings=${q.pairings}`, { replace: true });
  const data = useApiData(`/api/games/report/${encodeURIComponent(id)}?months=${query.months}&pairings=${query.pairings}`, ReportResponse);
  const name = data.data?.report.subject.name;
  usePageTitle(name ? t('report.heading', { name }) : null);

  return (
    <ResultsSubpage heading={name ? t('report.heading', { name }) : t('report.title')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-sm text-stone-400">
          {data.data && t(data.data.report.subject.kind === 'deck' ? 'report.subjectDeck' : 'report.subjectChampion', { name })}
        </p>
        <div className="flex flex-wrap gap-3">
          <PeriodSelect months={query.months as ResultPeriod} onChange={(months) => set({ ...query, months })} />
          <label className="flex flex-col gap-1 text-xs text-stone-400">
            {t('report.against')}
            <select className={selectClass} value={String(query.pairings)} onChange={(e) => set({ ...query, pairings: e.target.value === 'true' })}>
              <option value="false">{t('report.byChampion')}</option>
              <option value="true">{t('report.byLineUp')}</option>
            </select>
          </label>
        </div>
      </div>
      <LoadState
        data={data}
        isEmpty={(d) => d.report.rows.length === 0}
        empty={(d) => <p className="py-6 text-stone-300">{t('report.empty', { name: d.report.subject.name })}</p>}
      >
        {(d) => (
          <table className="mt-4 w-full max-w-3xl text-sm" aria-label={t('report.table')}>
            <WinLossHead first={t('report.against')} />
            <tbody className="divide-y divide-stone-800">
              {d.report.rows.map((r) => (
                <tr key={r.against.join(',')} className="hover:bg-stone-800/40">
                  <td className={`${td} font-medium`}>{r.name}</td>
                  <WinLossCells wins={r.wins} losses={r.losses} total={r.total} rate={percent(r.winRate)} />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </ResultsSubpage>
  );
}
