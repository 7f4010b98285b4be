import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { uuidInLink } from '../../../protocol/decks';
import { importDeck } from '../../stores/decks';
import { NS } from './texts';
import { Alert, Spinner } from '../../ui';
import { input, pageHeading, panel, primaryButton } from '../../ui/tokens';

/** Only the UUID and the link's origin go to the server; the server decides whether it trusts that site. */
function linkOrigin(link: string): string {
  try {
    return new URL(link.trim()).origin;
  } catch {
    return location.origin;
  }
}

/** /decks/import: paste a deck's share link; on success 'Deck added successfully', then /decks after 1 s. */
export default function ImportDeckPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { register, handleSubmit, formState } = useForm<{ link: string }>({ defaultValues: { link: '' } });

  const onSubmit = handleSubmit(async ({ link }) => {
    setError(null);
    const uuid = uuidInLink(link);
    if (!uuid) return setError(t('importPage.invalid'));
    try {
      await importDeck(uuid, linkOrigin(link));
      setDone(true);
      timer.current = setTimeout(() => navigate('/decks'), 1000);
    } catch (err) {
      setError((err as Error).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={`${panel} mx-auto max-w-2xl space-y-4 2xl:max-w-4xl`}>
      <h1 className={pageHeading}>{t('importPage.title')}</h1>
      <p className="text-sm text-stone-300 2xl:text-lg">{t('importPage.instructions')}</p>
      {done && <Alert kind="success">{t('added')}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      <div>
        <label htmlFor="deckLink" className="mb-1 block text-sm font-medium text-stone-300 2xl:text-base">
          {t('importPage.link')}
        </label>
        <input
          id="deckLink"
          type="url"
          placeholder={t('importPage.placeholder')}
          className={input}
          aria-invalid={Boolean(formState.errors.link)}
          {...register('link', { validate: (v) => (v.trim() ? true : t('importPage.required')) })}
        />
        {formState.errors.link && <p className="mt-1 text-sm text-red-300">{formState.errors.link.message}</p>}
      </div>
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting || done}>
        {formState.isSubmitting && <Spinner />}
        {t('importPage.submit')}
      </button>
    </form>
  );
}
