import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SessionDeleted, SessionsResponse, type SessionToken } from '../../../protocol/account';
import { api, ApiError, refreshTokens } from '../../net/api';
import { accountStore } from '../../stores/account';
import { AccountTabs, Alert, buttonClass, panelClass, secondaryButtonClass, useTimedStatus } from './ui';

/** Active sessions (one per refresh token), each removable after the spec's confirmation. */
export default function SecurityPage() {
  const { t } = useTranslation('account');
  const { user } = useSnapshot(accountStore);
  const navigate = useNavigate();
  const username = user?.username ?? '';
  const [sessions, setSessions] = useState<SessionToken[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SessionToken | null>(null);
  const [status, setStatus] = useTimedStatus(5000);

  const load = useCallback(async () => {
    try {
      const answer = await api(`/api/account/${encodeURIComponent(username)}/sessions`, SessionsResponse);
      setSessions(answer.tokens);
    } catch (err) {
      setLoadError(err instanceof ApiError ? err.message : String(err));
    }
  }, [username]);

  useEffect(() => {
    if (username) void load();
  }, [username, load]);

  const remove = async (session: SessionToken) => {
    setConfirming(null);
    try {
      await api(`/api/account/${encodeURIComponent(username)}/sessions/${session.id}`, SessionDeleted, { method: 'DELETE' });
      setSessions((list) => list?.filter((s) => s.id !== session.id) ?? null);
      setStatus({ kind: 'success', message: t('security.removed') });
      // Removing this device's own session ends it: the refresh fails and the api sends us to /login.
      if (session.current && !(await refreshTokens())) navigate('/login');
    } catch (err) {
      setStatus({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <div className="mx-auto max-w-3xl 2xl:max-w-5xl">
      <AccountTabs />
      <section className={panelClass}>
        <h1 className="mb-4 font-display text-3xl text-ember-300">{t('security.sessions')}</h1>
        <Alert status={loadError ? { kind: 'error', message: loadError } : status} onDismiss={() => (loadError ? setLoadError(null) : setStatus(null))} />
        {!sessions && !loadError && <p className="text-stone-400">{t('security.loading')}</p>}
        {sessions && sessions.length === 0 && <p className="text-stone-400">{t('security.empty')}</p>}
        {sessions && sessions.length > 0 && (
          <table className="w-full text-left">
            <thead className="border-b border-stone-700 text-sm text-stone-400">
              <tr>
                <th className="py-2 font-medium">{t('security.ip')}</th>
                <th className="py-2 font-medium">{t('security.lastUsed')}</th>
                <th className="w-24 py-2 text-right font-medium">{t('security.remove')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id} className="border-b border-stone-800 last:border-0">
                  <td className="py-2 font-mono text-stone-200">
                    {s.ip || '-'}
                    {s.current && <span className="ml-2 rounded bg-stone-800 px-2 py-0.5 font-sans text-xs text-ember-300">{t('security.thisDevice')}</span>}
                  </td>
                  <td className="py-2 text-stone-300">{dayjs(s.lastUsed).format('YYYY-MM-DD HH:mm')}</td>
                  <td className="py-2 text-right">
                    <button type="button" onClick={() => setConfirming(s)} aria-label={t('security.removeSession', { ip: s.ip })} className="rounded px-2 py-1 text-red-400 hover:bg-red-950/60">
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {confirming && (
        <div role="dialog" aria-modal="true" aria-labelledby="confirm-text" className="fixed inset-0 z-50 grid place-items-center bg-black/60 p-4">
          <div className={`max-w-md ${panelClass}`}>
            <p id="confirm-text" className="text-stone-200">
              {t('security.confirm')}
            </p>
            <div className="mt-5 flex justify-end gap-3">
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(null)}>
                {t('security.cancel')}
              </button>
              <button type="button" className={buttonClass} autoFocus onClick={() => void remove(confirming)}>
                {t('security.remove')}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
