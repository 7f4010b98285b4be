import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LinkPatreonResponse } from '../../../protocol/admin';
import { api } from '../../net/api';
import { setSession } from '../../stores/account';
import '../admin/texts';
import { pageHeading } from '../../ui/tokens';

const REDIRECT_MS = 2000;

/**
 * /patreon: the provider's callback. With a code the link is completed on the server; either way the
 * user is sent home after 2 s, with the spec's success or failure message meanwhile.
 */
export default function PatreonPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<'linking' | 'success' | 'failure'>('linking');
  const started = useRef(false);

  useEffect(() => {
    // A code can be traded only once: StrictMode's second effect run must not send it again.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? undefined;
    const finish = (outcome: 'success' | 'failure') => {
      setResult(outcome);
      setTimeout(() => navigate('/'), REDIRECT_MS);
    };
    if (!code) return finish('failure');
    api('/api/account/linkPatreon', LinkPatreonResponse, { method: 'POST', body: { code, state } }).then(
      (answer) => {
        // The new access token carries the supporter permission to the lobby and the server.
        setSession({ token: answer.token, user: answer.user });
        finish('success');
      },
      () => finish('failure'),
    );
  }, [params, navigate]);

  const colours = {
    linking: 'border-stone-700 bg-stone-900/70 text-stone-200',
    success: 'border-emerald-700 bg-emerald-950/70 text-emerald-100',
    failure: 'border-red-800 bg-red-950/70 text-red-100',
  }[result];
  return (
    <section className="mx-auto mt-10 max-w-xl 2xl:max-w-3xl">
      <h1 className={`mb-4 ${pageHeading}`}>{t('patreon.title')}</h1>
      <p role={result === 'failure' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 ${colours}`}>
        {result === 'linking' ? t('patreon.linking') : result === 'success' ? t('patreon.success') : t('patreon.failure')}
      </p>
    </section>
  );
}
