import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageHeading } from '../../ui/tokens';

/** A page the router shows instead of the one asked for: its status, the spec's sentence, a way home. */
export function ErrorPage({ status, textKey }: { status: number; textKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-16 max-w-xl text-center">
      <h1 className={pageHeading}>{status}</h1>
      <p className="mt-3 text-lg text-stone-200">{t(textKey)}</p>
      <Link to="/" className="mt-6 inline-block text-ember-300 underline">
        {t('errors.returnHome')}
      </Link>
    </section>
  );
}
