import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ForgotRequest, MessageResponse } from '../../../protocol/account';
import { api } from '../../net/api';
import { Captcha } from './Captcha';
import { errorText, Field, StatusAlert, useTimedStatus } from '../../ui';
import { primaryButton } from '../../ui/tokens';
import { FormPanel } from './FormPanel';

/** Forgot password: username or email plus the captcha; the answer's message clears after 3 s. */
export default function ForgotPage() {
  const { t } = useTranslation('account');
  const [status, setStatus] = useTimedStatus(3000);
  const [captchaKey, setCaptchaKey] = useState(0);
  const { register, handleSubmit, formState, setValue, reset } = useForm<ForgotRequest>({
    resolver: zodResolver(ForgotRequest),
    defaultValues: { username: '', captcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await api('/api/account/password-reset', MessageResponse, { method: 'POST', body: values, auth: false });
      setStatus({ kind: 'success', message: t('forgot.success') });
      reset({ username: '', captcha: '' });
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
      setValue('captcha', '');
    }
    // A solved challenge works once: a new check for the next attempt.
    setCaptchaKey((k) => k + 1);
  });

  return (
    <FormPanel title={t('forgot.title')}>
      <p className="mb-4 text-stone-400">{t('forgot.info')}</p>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('usernameOrEmail')} autoComplete="username" error={formState.errors.username?.message} {...register('username')} />
        <input type="hidden" {...register('captcha')} />
        <Captcha key={captchaKey} error={formState.errors.captcha?.message} onSolved={(payload) => setValue('captcha', payload, { shouldValidate: true })} />
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {t('forgot.submit')}
        </button>
      </form>
    </FormPanel>
  );
}
