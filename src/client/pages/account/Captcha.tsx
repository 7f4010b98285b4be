import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaChallenge } from '../../../protocol/account';
import { api } from '../../net/api';

type State = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * The self-hosted proof-of-work captcha: ticking the box fetches a signed challenge and the browser
 * searches for its answer with Web Crypto; the encoded answer is what the form sends as captcha.
 */
export function Captcha({ onSolved, error }: { onSolved: (payload: string) => void; error?: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<State>('idle');

  const verify = async () => {
    if (state === 'verifying' || state === 'verified') return;
    setState('verifying');
    try {
      const { challenge } = await api('/api/account/captcha', CaptchaChallenge, { auth: false });
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('unsolved');
      onSolved(btoa(JSON.stringify({ challenge, solution })));
      setState('verified');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="mb-4">
      <div className={`flex items-center gap-3 rounded-md border bg-stone-950/80 px-3 py-3 ${error && state !== 'verified' ? 'border-red-700' : 'border-stone-700'}`}>
        {state === 'verifying' ? (
          <span aria-hidden className="h-5 w-5 animate-spin rounded-full border-2 border-stone-600 border-t-ember-400" />
        ) : (
          <input
            id="captcha"
            type="checkbox"
            checked={state === 'verified'}
            disabled={state === 'verified'}
            onChange={() => void verify()}
            className="h-5 w-5 accent-ember-500"
          />
        )}
        <label htmlFor="captcha" className="flex-1 text-stone-200">
          {state === 'verifying' ? t('captcha.verifying') : state === 'verified' ? t('captcha.verified') : t('captcha.label')}
        </label>
        <span className="text-xs text-stone-500">ALTCHA</span>
      </div>
      <p className="mt-1 text-xs text-stone-500">{t('captcha.note')}</p>
      {state === 'failed' && <p className="mt-1 text-sm text-red-400">{t('captcha.failed')}</p>}
      {error && state !== 'verified' && <p className="mt-1 text-sm text-red-400">{error}</p>}
    </div>
  );
}
