import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageHeading } from '../../ui/tokens';

export const panel = 'rounded-xl border border-stone-800 bg-stone-900/70 p-5 shadow-lg';

/** The frame of a page reached from Results (a report, the league): the way back, the heading, the content. */
export function ResultsSubpage({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('results');
  return (
    <section className={panel}>
      <Link to="/results" className="text-sm text-ember-400 underline-offset-2 hover:text-ember-300 hover:underline">
        ← {t('back')}
      </Link>
      <h1 className={`mt-2 ${pageHeading}`}>{heading}</h1>
      <div className="mt-4">{children}</div>
    </section>
  );
}
