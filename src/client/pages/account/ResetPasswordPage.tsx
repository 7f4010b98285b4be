import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MessageResponse, PasswordPair } from '../../../protocol/account';
import { api } from '../../net/api';
import { errorText, Field, type Status, StatusAlert } from '../../ui';
import { primaryButton } from '../../ui/tokens';
import { FormPanel } from './FormPanel';

/** Reset password from the mailed link (id and token in the query); success goes to /login after 3 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const [status, setStatus] = useState<Status>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordPair>({ resolver: zodResolver(PasswordPair) });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), 3000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!id || !token) {
    return (
      <FormPanel title={t('reset.title')}>
        <StatusAlert status={{ kind: 'error', message: t('reset.noParams') }} />
      </FormPanel>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setStatus(null);
    try {
      await api('/api/account/password-reset-finish', MessageResponse, { method: 'POST', body: { id, token, newPassword: password }, auth: false });
      setStatus({ kind: 'success', message: t('reset.success') });
      setDone(true);
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  });

  return (
    <FormPanel title={t('reset.title')}>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('password')} type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
        <Field label={t('password1')} type="password" autoComplete="new-password" error={formState.errors.password1?.message} {...register('password1')} />
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting || done}>
          {t('reset.submit')}
        </button>
      </form>
    </FormPanel>
  );
}
