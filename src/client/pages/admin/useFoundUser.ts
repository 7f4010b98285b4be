import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FindUserResponse } from '../../../protocol/admin';
import { api } from '../../net/api';
import type { Status } from '../../ui';
import { adminErrorText } from './adminErrorText';

/**
 * Finds a user for the admin pages; 'User details loaded' on success, the server's message on failure.
 * By default the whole user (/api/user/{name}); the alt-art page asks for /alts with its own schema.
 */
export function useFoundUser<T = FindUserResponse>(
  setStatus: (s: Status) => void,
  schema: z.ZodType<T> = FindUserResponse as unknown as z.ZodType<T>,
  suffix = '',
) {
  const { t } = useTranslation('admin');
  const [found, setFound] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useCallback(
    async (username: string) => {
      setBusy(true);
      try {
        // A user who outranks the admin is refused with 403 and a reason, shown here rather than as /unauth.
        setFound(await api(`/api/user/${encodeURIComponent(username)}${suffix}`, schema, { showForbidden: true }));
        setStatus({ kind: 'success', message: t('users.loaded') });
      } catch (err) {
        setFound(null);
        setStatus({ kind: 'error', message: adminErrorText(err) });
      } finally {
        setBusy(false);
      }
    },
    [setStatus, t, schema, suffix],
  );
  return { found, setFound, search, busy };
}
