import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAltsResponse } from '../../../protocol/admin';
import { api } from '../../net/api';
import { AltArtsPanel } from './AltArtsPanel';
import { UserSearch } from './UserSearch';
import { AdminFrame, Alert, errorText, useTimedStatus } from './ui';

/** /useralts (canManageTournaments): give and take alt-art cards, e.g. as tournament prizes. */
export default function UserAltsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useTimedStatus(3000);
  const [found, setFound] = useState<UserAltsResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useCallback(
    async (username: string) => {
      setBusy(true);
      try {
        setFound(await api(`/api/user/${encodeURIComponent(username)}/alts`, UserAltsResponse));
        setStatus({ kind: 'success', message: t('users.loaded') });
      } catch (err) {
        setFound(null);
        setStatus({ kind: 'error', message: errorText(err) });
      } finally {
        setBusy(false);
      }
    },
    [setStatus, t],
  );
  return (
    <AdminFrame title={t('users.altsTitle')}>
      <UserSearch busy={busy} onSearch={(name) => void search(name)} />
      <Alert status={status} onDismiss={() => setStatus(null)} />
      {found && (
        <div>
          <h2 className="mb-3 font-display text-2xl text-stone-100">{found.username}</h2>
          <AltArtsPanel key={found.username} username={found.username} altArts={found.altArts} onChange={(altArts) => setFound({ ...found, altArts })} />
        </div>
      )}
    </AdminFrame>
  );
}
