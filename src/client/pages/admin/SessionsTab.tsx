import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearSessionsResponse, type AdminUser } from '../../../protocol/admin';
import { api } from '../../net/api';
import { lobbySend } from '../../net/lobbySocket';
import { Confirm, dangerButtonClass, errorText, formatDate, type Status } from './ui';

type Props = { user: AdminUser; linkedAccounts: string[]; onCleared: () => void; setStatus: (s: Status) => void };

/** The user's tokens (ip, last used), the accounts sharing their addresses, and clearing every session. */
export function SessionsTab({ user, linkedAccounts, onCleared, setStatus }: Props) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const clear = async () => {
    setConfirming(false);
    try {
      await api(`/api/user/${encodeURIComponent(user.username)}/sessions`, ClearSessionsResponse, { method: 'DELETE', showForbidden: true });
      // The refresh tokens are gone; the lobby also drops the user's open sockets.
      lobbySend('clearsessions', user.username);
      setStatus({ kind: 'success', message: t('users.cleared') });
      onCleared();
    } catch (err) {
      setStatus({ kind: 'error', message: errorText(err) });
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <div className="mb-2 flex items-center justify-between">
          <h3 className="font-medium text-stone-200">{t('users.tokens')}</h3>
          <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
            {t('users.clearSessions')}
          </button>
        </div>
        {user.tokens.length === 0 ? (
          <p className="text-sm text-stone-500">{t('users.noTokens')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-700 text-stone-400">
              <tr>
                <th className="py-2 font-medium">{t('users.ip')}</th>
                <th className="py-2 font-medium">{t('users.lastUsed')}</th>
              </tr>
            </thead>
            <tbody>
              {user.tokens.map((token) => (
                <tr key={token.id} className="border-b border-stone-800/70">
                  <td className="py-2 font-mono text-stone-200">{token.ip || '-'}</td>
                  <td className="py-2 text-stone-300">{formatDate(token.lastUsed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-medium text-stone-200">{t('users.linkedAccounts')}</h3>
        {linkedAccounts.length === 0 ? (
          <p className="text-sm text-stone-500">{t('users.noLinkedAccounts')}</p>
        ) : (
          <ul className="space-y-1 text-stone-200">
            {linkedAccounts.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </div>
      <Confirm question={confirming ? t('users.clearConfirm', { username: user.username }) : null} onYes={() => void clear()} onNo={() => setConfirming(false)} />
    </div>
  );
}
