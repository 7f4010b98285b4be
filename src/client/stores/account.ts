import { proxy } from 'valtio';
import type { Permission, User } from '../../protocol/account';

/** Who is logged in. Tokens live in local storage under the spec's keys token and refreshToken. */
export const accountStore = proxy<{ user: User | null; token: string | null; refreshToken: string | null }>({
  user: null,
  token: null,
  refreshToken: null,
});

export function hasPermission(user: User | null, permission: Permission | undefined): boolean {
  if (!permission) return true;
  return Boolean(user?.permissions[permission]);
}
