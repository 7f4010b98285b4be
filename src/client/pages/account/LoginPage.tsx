import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_CAPTCHA_REQUIRED, LoginRequest } from '../../../protocol/account';
import { ApiError } from '../../net/api';
import { login } from '../../net/session';
import { Captcha } from './Captcha';
import { errorText, Field, type Status, StatusAlert } from '../../ui';
import { primaryButton } from '../../ui/tokens';
import { FormPanel } from './FormPanel';

/**
 * Login: success shows the spec's message and goes to / after 0.5 s. Once the server says the account
 * has had too many failed logins, the captcha appears and stays for the next attempts.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(null);
  const [done, setDone] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const { register, handleSubmit, formState, setValue } = useForm<LoginRequest>({ resolver: zodResolver(LoginRequest) });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/'), 500);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await login(values.username, values.password, values.captcha || undefined);
      setStatus({ kind: 'success', message: t('login.success') });
      setDone(true);
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
      if (err instanceof ApiError && err.message === LOGIN_CAPTCHA_REQUIRED) setCaptchaShown(true);
      // A solved challenge works once: a new check for the next attempt.
      setValue('captcha', undefined);
      setCaptchaKey((k) => k + 1);
    }
  });

  return (
    <FormPanel title={t('login.title')}>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('username')} autoComplete="username" error={formState.errors.username?.message} {...register('username')} />
        <Field label={t('password')} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        {captchaShown && (
          <>
            <input type="hidden" {...register('captcha')} />
            <Captcha key={captchaKey} onSolved={(payload) => setValue('captcha', payload)} />
          </>
        )}
        <div className="mt-6 flex items-center justify-between gap-4">
          <button type="submit" className={primaryButton} disabled={formState.isSubmitting || done}>
            {t('login.submit')}
          </button>
          <Link to="/forgot" className="text-sm text-ember-300 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
      </form>
      <p className="mt-6 text-sm text-stone-400">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="text-ember-300 hover:underline">
          {t('login.registerLink')}
        </Link>
      </p>
    </FormPanel>
  );
}
