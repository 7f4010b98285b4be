import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BlockAddRequest, BlockAddResponse, BlockDeleteResponse, BlockListResponse } from '../../../protocol/account';
import { api } from '../../net/api';
import { accountStore, setUser } from '../../stores/account';
import { DataTable, errorText, OneFieldForm, StatusAlert, useTimedStatus } from '../../ui';
import { panelTitle } from '../../ui/tokens';
import { AccountSection } from './AccountSection';

/** The block list: add a username, remove one; add and delete answers replace the stored user. */
export default function BlockListPage() {
  const { t } = useTranslation('account');
  const { user } = useSnapshot(accountStore);
  const username = user?.username ?? '';
  const [list, setList] = useState<string[] | null>(null);
  const [status, setStatus] = useTimedStatus(5000);
  const { register, handleSubmit, formState, reset } = useForm<BlockAddRequest>({ resolver: zodResolver(BlockAddRequest), defaultValues: { username: '' } });

  useEffect(() => {
    if (!username) return;
    api(`/api/account/${encodeURIComponent(username)}/blocklist`, BlockListResponse)
      .then((answer) => setList(answer.blockList))
      .catch((err: unknown) => setStatus({ kind: 'error', message: errorText(err) }));
  }, [username, setStatus]);

  const onAdd = handleSubmit(async (values) => {
    try {
      const answer = await api(`/api/account/${encodeURIComponent(username)}/blocklist`, BlockAddResponse, { method: 'POST', body: values });
      setUser(answer.user);
      setList(answer.user.blockList);
      reset({ username: '' });
      setStatus({ kind: 'success', message: t('blocklist.added') });
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  });

  const onRemove = async (blocked: string) => {
    try {
      const answer = await api(`/api/account/${encodeURIComponent(username)}/blocklist/${encodeURIComponent(blocked)}`, BlockDeleteResponse, { method: 'DELETE' });
      setUser(answer.user);
      setList(answer.user.blockList);
      setStatus({ kind: 'success', message: t('blocklist.deleted') });
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  };

  return (
    <AccountSection title={t('blocklist.title')}>
      <p className="mb-5 text-stone-400">{t('blocklist.explain')}</p>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <OneFieldForm
        id="block-username"
        label={t('username')}
        button={t('blocklist.add')}
        submit={(e) => void onAdd(e)}
        formClassName="mb-6"
        busy={formState.isSubmitting}
        error={formState.errors.username?.message}
        placeholder={t('blocklist.usernameToBlock')}
        {...register('username')}
      />
      <h2 className={`mb-2 ${panelTitle}`}>{t('blocklist.heading')}</h2>
      <DataTable
        rows={list}
        rowKey={(name) => name}
        empty={t('blocklist.empty')}
        columns={[{ header: t('username'), cell: (name) => name, className: 'text-stone-200' }]}
        actionsHeader={t('blocklist.remove')}
        onDelete={{ label: (name) => t('blocklist.removeUser', { username: name }), run: (name) => void onRemove(name) }}
      />
    </AccountSection>
  );
}
