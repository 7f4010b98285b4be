import { useTranslation } from 'react-i18next';
import { ClearSessionsResponse, type AdminUser } from '../../../protocol/admin';
import { api } from '../../net/api';
import { lobbySend } from '../../net/lobbySocket';
import { ConfirmDialog, DataTable, formatDate, ItemList, useConfirmation, type Status } from '../../ui';
import { dangerButton } from '../../ui/tokens';
import { adminErrorText } from './adminErrorText';

type Props = { user: AdminUser; linkedAccounts: string[]; onCleared: () => void; setStatus: (s: Status) => void };

/** The user's tokens (ip, last used), the accounts sharing their addresses, and clearing every session. */
export function SessionsTab({ user, linkedAccounts, onCleared, setStatus }: Props) {
  const { t } = useTranslation('admin');
  const clear = async () => {
    try {
      await api(`/api/user/${encodeURIComponent(user.username)}/sessions`, ClearSessionsResponse, { method: 'DELETE', showForbidden: true });
      // The refresh tokens are gone; the lobby also drops the user's open sockets.
      lobbySend('clearsessions', user.username);
      setStatus({ kind: 'success', message: t('users.cleared') });
      onCleared();
    } catch (err) {
      setStatus({ kind: 'error', message: adminErrorText(err) });
    }
  };
  const clearing = useConfirmation<true>(() => void clear());
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <div className="mb-2 flex items-center justify-between">
          <h3 className="font-medium text-stone-200">{t('users.tokens')}</h3>
          <button type="button" className={dangerButton} onClick={() => clearing.ask(true)}>
            {t('users.clearSessions')}
          </button>
        </div>
        <DataTable
          className="text-sm"
          rows={user.tokens}
          rowKey={(token) => token.id}
          empty={t('users.noTokens')}
          columns={[
            { header: t('users.ip'), cell: (token) => token.ip || '-', className: 'font-mono text-stone-200' },
            { header: t('users.lastUsed'), cell: (token) => formatDate(token.lastUsed) },
          ]}
        />
      </div>
      <div>
        <h3 className="mb-2 font-medium text-stone-200">{t('users.linkedAccounts')}</h3>
        <ItemList items={linkedAccounts} itemKey={(name) => name} empty={t('users.noLinkedAccounts')} className="space-y-1 text-stone-200">
          {(name) => name}
        </ItemList>
      </div>
      <ConfirmDialog {...clearing.dialog} question={t('users.clearConfirm', { username: user.username })} />
    </div>
  );
}
