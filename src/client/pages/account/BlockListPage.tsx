import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BlockAddRequest, BlockAddResponse, BlockDeleteResponse, BlockListResponse } from '../../../protocol/account';
import { api } from '../../net/api';
import { accountStore, setUser } from '../../stores/account';
import { DataTable, errorText, FieldWithButton, StatusAlert, useTimedStatus } from '../../ui';
import { pageHeading, panel, panelTitle } from '../../ui/tokens';
import { AccountTabs } from './AccountTabs';

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
    <div className="mx-auto max-w-3xl 2xl:max-w-5xl">
      <AccountTabs />
      <section className={panel}>
        <h1 className={`mb-3 ${pageHeading}`}>{t('blocklist.title')}</h1>
        <p className="mb-5 text-stone-400">{t('blocklist.explain')}</p>
        <StatusAlert status={status} onDismiss={() => setStatus(null)} />
        <form onSubmit={onAdd} noValidate className="mb-6">
          <FieldWithButton
            id="block-username"
            label={t('username')}
            button={t('blocklist.add')}
            busy={formState.isSubmitting}
            error={formState.errors.username?.message}
            placeholder={t('blocklist.usernameToBlock')}
            {...register('username')}
          />
        </form>
        <h2 className={`mb-2 ${panelTitle}`}>{t('blocklist.heading')}</h2>
        <DataTable
          rows={list}
          rowKey={(name) => name}
          empty={t('blocklist.empty')}
          columns={[{ header: t('username'), cell: (name) => name, className: 'text-stone-200' }]}
          actionsHeader={t('blocklist.remove')}
          onDelete={{ label: (name) => t('blocklist.removeUser', { username: name }), run: (name) => void onRemove(name) }}
        />
      </section>
    </div>
  );
}
