import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatsResponse, type ResultGameType } from '../../../protocol/results';
import { EmptyWithHint } from './EmptyWithHint';
import { percent, sortStats, totalRow } from './format';
import { LoadState, td } from './LoadState';
import { filterQuery, WinLossCells, WinLossHead, type Filters } from './ResultFilters';
import { useApiData } from './useApiData';

/**
 * The stats table: one row per champion by win rate, then the Total row. A champion's name opens
 * its matchup report for the same period.
 */
export function ChampionStats({ filters, onGameType }: { filters: Filters; onGameType: (gameType: ResultGameType) => void }) {
  const { t } = useTranslation('results');
  const data = useApiData(`/api/stats?${filterQuery(filters)}`, StatsResponse);
  return (
    <LoadState data={data} isEmpty={(d) => d.stats.length === 0} empty={(d) => <EmptyWithHint elsewhere={d.elsewhere} onShow={onGameType} />}>
      {(d) => {
        const rows = sortStats(d.stats);
        const total = totalRow(rows);
        return (
          <table className="w-full max-w-3xl text-sm" aria-label={t('tabs.championStats')}>
            <WinLossHead first={t('stats.champion')} />
            <tbody className="divide-y divide-stone-800">
              {rows.map((r) => (
                <tr key={r.id} className="hover:bg-stone-800/40">
                  <td className={`${td} font-medium`}>
                    <Link
                      to={`/results/report/${encodeURIComponent(r.id)}?months=${filters.months}`}
                      title={t('reportLink', { name: r.name })}
                      className="underline-offset-2 hover:text-ember-300 hover:underline"
                    >
                      {r.name}
                    </Link>
                  </td>
                  <WinLossCells wins={r.wins} losses={r.losses} total={r.total} rate={percent(r.winRate)} />
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-ember-700/70 font-semibold">
              <tr>
                <td className={`${td} text-ember-300`}>{t('stats.totalRow')}</td>
                <WinLossCells wins={total.wins} losses={total.losses} total={total.total} rate={total.winRate} />
              </tr>
            </tfoot>
          </table>
        );
      }}
    </LoadState>
  );
}
