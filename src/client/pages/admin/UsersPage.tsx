import { useTranslation } from 'react-i18next';
import { UserEditor } from './UserEditor';
import { UserSearch } from './UserSearch';
import { useFoundUser } from './useFoundUser';
import { StatusAlert, useTimedStatus } from '../../ui';
import { AdminFrame } from './AdminFrame';

/** /users (canManageUsers): find a user and manage their flags, permissions, alts and sessions. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const [loaded, setLoaded] = useTimedStatus(3000);
  const [saved, setSaved] = useTimedStatus(5000);
  const { found, setFound, search, busy } = useFoundUser(setLoaded);
  return (
    <AdminFrame title={t('users.title')}>
      <UserSearch busy={busy} onSearch={(name) => void search(name)} />
      <StatusAlert status={loaded} onDismiss={() => setLoaded(null)} />
      <StatusAlert status={saved} onDismiss={() => setSaved(null)} />
      {found && <UserEditor key={found.user.id} found={found} onChange={setFound} setStatus={setSaved} />}
    </AdminFrame>
  );
}
