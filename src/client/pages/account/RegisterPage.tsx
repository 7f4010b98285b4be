import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MessageResponse, RegisterForm } from '../../../protocol/account';
import { api } from '../../net/api';
import { errorText, Field, type Status, StatusAlert } from '../../ui';
import { primaryButton } from '../../ui/tokens';
import { FormPanel } from './FormPanel';

const RegisterAnswer = MessageResponse.extend({ activationRequired: z.boolean().optional() });

/** Register: success shows the spec's message and goes to /login after 2 s. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<RegisterForm>({ resolver: zodResolver(RegisterForm) });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setStatus(null);
    try {
      const answer = await api('/api/account/register', RegisterAnswer, {
        method: 'POST',
        body: { username, email, password },
        auth: false,
      });
      const extra = answer.activationRequired ? `\n${t('register.activation')}` : '';
      setStatus({ kind: 'success', message: t('register.success') + extra });
      setDone(true);
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  });

  const e = formState.errors;
  return (
    <FormPanel title={t('register.title')}>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('username')} autoComplete="username" error={e.username?.message} {...register('username')} />
        <Field label={t('email')} type="email" autoComplete="email" error={e.email?.message} {...register('email')} />
        <Field label={t('password')} type="password" autoComplete="new-password" error={e.password?.message} {...register('password')} />
        <Field label={t('password1')} type="password" autoComplete="new-password" error={e.password1?.message} {...register('password1')} />
        <p className="mb-5 text-sm text-stone-400">
          {t('register.privacy')}{' '}
          <Link to="/privacy" className="text-ember-300 hover:underline">
            {t('register.privacyLink')}
          </Link>
          .
        </p>
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting || done}>
          {t('register.submit')}
        </button>
      </form>
    </FormPanel>
  );
}
