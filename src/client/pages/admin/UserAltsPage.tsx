import { useTranslation } from 'react-i18next';
import { UserAltsResponse } from '../../../protocol/admin';
import { AltArtsPanel } from './AltArtsPanel';
import { useFoundUser } from './useFoundUser';
import { UserSearch } from './UserSearch';
import { StatusAlert, useTimedStatus } from '../../ui';
import { AdminFrame } from './AdminFrame';

/** /useralts (canManageTournaments): give and take alt-art cards, e.g. as tournament prizes. */
export default function UserAltsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useTimedStatus(3000);
  const { found, setFound, search, busy } = useFoundUser(setStatus, UserAltsResponse, '/alts');
  return (
    <AdminFrame title={t('users.altsTitle')}>
      <UserSearch busy={busy} onSearch={(name) => void search(name)} />
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      {found && (
        <div>
          <h2 className="mb-3 font-display text-2xl text-stone-100">{found.username}</h2>
          <AltArtsPanel key={found.username} username={found.username} altArts={found.altArts} onChange={(altArts) => setFound({ ...found, altArts })} />
        </div>
      )}
    </AdminFrame>
  );
}
