import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MessageResponse } from '../../../protocol/account';
import { api } from '../../net/api';
import { errorText, type Status, StatusAlert } from '../../ui';
import { FormPanel } from './FormPanel';

/** Activation: on open sends id and token; success goes to /login after 3 s. */
export default function ActivationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const [status, setStatus] = useState<Status>(id && token ? { kind: 'info', message: t('activation.working') } : { kind: 'error', message: t('activation.noParams') });

  useEffect(() => {
    if (!id || !token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    api('/api/account/activate', MessageResponse, { method: 'POST', body: { id, token }, auth: false, signal: controller.signal })
      .then(() => {
        setStatus({ kind: 'success', message: t('activation.success') });
        timer = setTimeout(() => navigate('/login'), 3000);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setStatus({ kind: 'error', message: errorText(err) });
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, token, navigate, t]);

  return (
    <FormPanel title={t('activation.title')}>
      <StatusAlert status={status} />
    </FormPanel>
  );
}
