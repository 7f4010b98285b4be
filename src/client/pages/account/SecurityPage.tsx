import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SessionDeleted, SessionsResponse, type SessionToken } from '../../../protocol/account';
import { api, refreshTokens } from '../../net/api';
import { accountStore } from '../../stores/account';
import { DataTable, errorText, formatDate, StatusAlert, useTimedStatus } from '../../ui';
import { AccountSection } from './AccountSection';

/** Active sessions (one per refresh token), each removable after the spec's confirmation. */
export default function SecurityPage() {
  const { t } = useTranslation('account');
  const { user } = useSnapshot(accountStore);
  const navigate = useNavigate();
  const username = user?.username ?? '';
  const [sessions, setSessions] = useState<SessionToken[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useTimedStatus(5000);

  const load = useCallback(async () => {
    try {
      const answer = await api(`/api/account/${encodeURIComponent(username)}/sessions`, SessionsResponse);
      setSessions(answer.tokens);
    } catch (err) {
      setLoadError(errorText(err));
    }
  }, [username]);

  useEffect(() => {
    if (username) void load();
  }, [username, load]);

  const remove = async (session: SessionToken) => {
    try {
      await api(`/api/account/${encodeURIComponent(username)}/sessions/${session.id}`, SessionDeleted, { method: 'DELETE' });
      setSessions((list) => list?.filter((s) => s.id !== session.id) ?? null);
      setStatus({ kind: 'success', message: t('security.removed') });
      // Removing this device's own session ends it: the refresh fails and the api sends us to /login.
      if (session.current && !(await refreshTokens())) navigate('/login');
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  };

  return (
    <AccountSection title={t('security.sessions')}>
      <StatusAlert status={loadError ? { kind: 'error', message: loadError } : status} onDismiss={() => (loadError ? setLoadError(null) : setStatus(null))} />
      <DataTable
        rows={sessions}
        rowKey={(session) => session.id}
        loading={loadError ? undefined : t('security.loading')}
        empty={t('security.empty')}
        columns={[
          {
            header: t('security.ip'),
            className: 'font-mono text-stone-200',
            cell: (session) => (
              <>
                {session.ip || '-'}
                {session.current && <span className="ml-2 rounded bg-stone-800 px-2 py-0.5 font-sans text-xs text-ember-300">{t('security.thisDevice')}</span>}
              </>
            ),
          },
          { header: t('security.lastUsed'), cell: (session) => formatDate(session.lastUsed) },
        ]}
        actionsHeader={t('security.remove')}
        onDelete={{
          label: (session) => t('security.removeSession', { ip: session.ip }),
          confirm: { question: () => t('security.confirm'), confirmLabel: t('security.remove'), cancelLabel: t('security.cancel') },
          run: (session) => void remove(session),
        }}
      />
    </AccountSection>
  );
}
