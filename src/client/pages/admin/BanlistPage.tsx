import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BanlistAddResponse, BanlistDeleteResponse, BanlistResponse, type BanlistEntry } from '../../../protocol/admin';
import { api } from '../../net/api';
import { isIP } from './ip';
import { AdminFrame, Alert, Confirm, buttonClass, dangerButtonClass, errorText, formatDate, inputClass, panelClass, useTimedStatus } from './ui';

/** /banlist (canManageBanlist): banned addresses, added and deleted; the server applies them at once. */
export default function BanlistPage() {
  const { t } = useTranslation('admin');
  const [entries, setEntries] = useState<BanlistEntry[] | null>(null);
  const [ip, setIp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BanlistEntry | null>(null);
  const [status, setStatus] = useTimedStatus(5000);

  // Only the latest read may land: a slow first read must not hide an entry added meanwhile.
  const reads = useRef(0);
  const load = useCallback(() => {
    const read = ++reads.current;
    api('/api/banlist', BanlistResponse).then(
      (answer) => read === reads.current && setEntries(answer.banlist),
      (err: unknown) => setStatus({ kind: 'error', message: errorText(err) }),
    );
  }, [setStatus]);
  useEffect(load, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = ip.trim();
    if (!value) return setFieldError(t('banlist.required'));
    if (!isIP(value)) return setFieldError(t('banlist.invalid'));
    setFieldError(null);
    try {
      const { entry } = await api('/api/banlist', BanlistAddResponse, { method: 'POST', body: { ip: value } });
      reads.current++;
      setEntries((list) => [...(list ?? []).filter((e) => e.id !== entry.id), entry]);
      setIp('');
      setStatus({ kind: 'success', message: t('banlist.added') });
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  };

  const remove = async (entry: BanlistEntry) => {
    setDeleting(null);
    try {
      const { id } = await api(`/api/banlist/${entry.id}`, BanlistDeleteResponse, { method: 'DELETE' });
      reads.current++;
      setEntries((list) => list?.filter((e) => e.id !== id) ?? null);
      setStatus({ kind: 'success', message: t('banlist.deleted') });
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  };

  return (
    <AdminFrame title={t('banlist.title')}>
      <Alert status={status} onDismiss={() => setStatus(null)} />
      <form onSubmit={(e) => void add(e)} className={panelClass} noValidate>
        <label htmlFor="ban-ip" className="mb-1 block text-sm font-medium text-stone-300">
          {t('banlist.ip')}
        </label>
        <div className="flex gap-3">
          <input
            id="ban-ip"
            name="ip"
            value={ip}
            onChange={(e) => setIp(e.target.value)}
            placeholder="203.0.113.7"
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? 'ban-ip-error' : undefined}
            className={`${inputClass} w-full max-w-sm font-mono`}
            autoComplete="off"
          />
          <button type="submit" className={buttonClass}>
            {t('banlist.add')}
          </button>
        </div>
        {fieldError && (
          <p id="ban-ip-error" className="mt-1 text-sm text-red-400">
            {fieldError}
          </p>
        )}
      </form>
      <section className={panelClass}>
        {!entries && <p className="text-stone-400">{t('loading')}</p>}
        {entries?.length === 0 && <p className="text-stone-400">{t('banlist.empty')}</p>}
        {entries && entries.length > 0 && (
          <table className="w-full text-left">
            <thead className="border-b border-stone-700 text-sm text-stone-400">
              <tr>
                <th className="py-2 font-medium">{t('banlist.ip')}</th>
                <th className="py-2 font-medium">{t('banlist.addedOn')}</th>
                <th className="py-2 font-medium">{t('banlist.addedBy')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-800/70">
                  <td className="py-2 font-mono text-stone-100">{entry.ip}</td>
                  <td className="py-2 text-stone-300">{formatDate(entry.added)}</td>
                  <td className="py-2 text-stone-300">{entry.user}</td>
                  <td className="py-2 text-right">
                    <button type="button" className={dangerButtonClass} onClick={() => setDeleting(entry)} aria-label={`${t('banlist.delete')} ${entry.ip}`}>
                      {t('banlist.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Confirm
        question={deleting ? t('banlist.deleteConfirm', { ip: deleting.ip }) : null}
        onNo={() => setDeleting(null)}
        onYes={() => deleting && void remove(deleting)}
      />
    </AdminFrame>
  );
}
