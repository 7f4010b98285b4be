import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BanlistAddResponse, BanlistDeleteResponse, BanlistResponse, type BanlistEntry } from '../../../protocol/admin';
import { api } from '../../net/api';
import { isIP } from './ip';
import { DataTable, OneFieldForm, StatusAlert, formatDate, useTimedStatus } from '../../ui';
import { panel } from '../../ui/tokens';
import { AdminFrame } from './AdminFrame';
import { adminErrorText } from './adminErrorText';


/** /banlist (canManageBanlist): banned addresses, added and deleted; the server applies them at once. */
export default function BanlistPage() {
  const { t } = useTranslation('admin');
  const [entries, setEntries] = useState<BanlistEntry[] | null>(null);
  const [ip, setIp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useTimedStatus(5000);

  // Only the latest read may land: a slow first read must not hide an entry added meanwhile.
  const reads = useRef(0);
  const load = useCallback(() => {
    const read = ++reads.current;
    api('/api/banlist', BanlistResponse).then(
      (answer) => read === reads.current && setEntries(answer.banlist),
      (err: unknown) => setStatus({ kind: 'error', message: adminErrorText(err) }),
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
      setStatus({ kind: 'error', message: adminErrorText(err) });
    }
  };

  const remove = async (entry: BanlistEntry) => {
    try {
      const { id } = await api(`/api/banlist/${entry.id}`, BanlistDeleteResponse, { method: 'DELETE' });
      reads.current++;
      setEntries((list) => list?.filter((e) => e.id !== id) ?? null);
      setStatus({ kind: 'success', message: t('banlist.deleted') });
    } catch (err) {
      setStatus({ kind: 'error', message: adminErrorText(err) });
    }
  };

  return (
    <AdminFrame title={t('banlist.title')}>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <OneFieldForm
        id="ban-ip"
        name="ip"
        label={t('banlist.ip')}
        button={t('banlist.add')}
        submit={(e) => void add(e)}
        formClassName={panel}
        error={fieldError}
        value={ip}
        onChange={(e) => setIp(e.target.value)}
        placeholder="203.0.113.7"
        className="max-w-sm font-mono"
      />
      <section className={panel}>
        <DataTable
          rows={entries}
          rowKey={(entry) => entry.id}
          loading={t('loading')}
          empty={t('banlist.empty')}
          columns={[
            { header: t('banlist.ip'), cell: (entry) => entry.ip, className: 'font-mono text-stone-100' },
            { header: t('banlist.addedOn'), cell: (entry) => formatDate(entry.added) },
            { header: t('banlist.addedBy'), cell: (entry) => entry.user },
          ]}
          onDelete={{
            label: (entry) => `${t('banlist.delete')} ${entry.ip}`,
            text: t('banlist.delete'),
            confirm: { question: (entry) => t('banlist.deleteConfirm', { ip: entry.ip }) },
            run: (entry) => void remove(entry),
          }}
        />
      </section>
    </AdminFrame>
  );
}
