import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BlockAddRequest, BlockAddResponse, BlockDeleteResponse, BlockListResponse } from '../../../protocol/account';
import { api, ApiError } from '../../net/api';
import { accountStore, setUser } from '../../stores/account';
import { AccountTabs, Alert, buttonClass, inputClass, panelClass, useTimedStatus } from './ui';

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
      .catch((err: unknown) => setStatus({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) }));
  }, [username, setStatus]);

  const onAdd = handleSubmit(async (values) => {
    try {
      const answer = await api(`/api/account/${encodeURIComponent(username)}/blocklist`, BlockAddResponse, { method: 'POST', body: values });
      setUser(answer.user);
      setList(answer.user.blockList);
      reset({ username: '' });
      setStatus({ kind: 'success', message: t('blocklist.added') });
    } catch (err) {
      setStatus({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    }
  });

  const onRemove = async (blocked: string) => {
    try {
      const answer = await api(`/api/account/${encodeURIComponent(username)}/blocklist/${encodeURIComponent(blocked)}`, BlockDeleteResponse, { method: 'DELETE' });
      setUser(answer.user);
      setList(answer.user.blockList);
      setStatus({ kind: 'success', message: t('blocklist.deleted') });
    } catch (err) {
      setStatus({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <div className="mx-auto max-w-3xl 2xl:max-w-5xl">
      <AccountTabs />
      <section className={panelClass}>
        <h1 className="mb-3 font-display text-3xl text-ember-300">{t('blocklist.title')}</h1>
        <p className="mb-5 text-stone-400">{t('blocklist.explain')}</p>
        <Alert status={status} onDismiss={() => setStatus(null)} />
        <form onSubmit={onAdd} noValidate className="mb-6">
          <label htmlFor="block-username" className="mb-1 block text-sm font-medium text-stone-300">
            {t('username')}
          </label>
          <div className="flex gap-3">
            <input id="block-username" placeholder={t('blocklist.usernameToBlock')} className={inputClass} {...register('username')} />
            <button type="submit" className={buttonClass} disabled={formState.isSubmitting}>
              {t('blocklist.add')}
            </button>
          </div>
          {formState.errors.username && <p className="mt-1 text-sm text-red-400">{formState.errors.username.message}</p>}
        </form>
        <h2 className="mb-2 font-display text-xl text-stone-100">{t('blocklist.heading')}</h2>
        {list && list.length === 0 ? (
          <p className="text-stone-400">{t('blocklist.empty')}</p>
        ) : (
          <table className="w-full text-left">
            <thead className="border-b border-stone-700 text-sm text-stone-400">
              <tr>
                <th className="py-2 font-medium">{t('username')}</th>
                <th className="w-24 py-2 text-right font-medium">{t('blocklist.remove')}</th>
              </tr>
            </thead>
            <tbody>
              {(list ?? []).map((name) => (
                <tr key={name} className="border-b border-stone-800 last:border-0">
                  <td className="py-2 text-stone-200">{name}</td>
                  <td className="py-2 text-right">
                    <button type="button" onClick={() => void onRemove(name)} aria-label={t('blocklist.removeUser', { username: name })} className="rounded px-2 py-1 text-red-400 hover:bg-red-950/60">
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
