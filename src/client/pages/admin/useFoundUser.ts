import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FindUserResponse } from '../../../protocol/admin';
import { api } from '../../net/api';
import { errorText, type Status } from './ui';

/** Finds a user for the admin pages; 'User details loaded' on success, the server's message on failure. */
export function useFoundUser(setStatus: (s: Status) => void) {
  const { t } = useTranslation('admin');
  const [found, setFound] = useState<FindUserResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useCallback(
    async (username: string) => {
      setBusy(true);
      try {
        setFound(await api(`/api/user/${encodeURIComponent(username)}`, FindUserResponse));
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
  return { found, setFound, search, busy };
}
