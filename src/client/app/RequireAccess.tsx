import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import UnauthorisedPage from '../pages/errors/UnauthorisedPage';
import { accountStore, hasPermission } from '../stores/account';
import type { RouteDef } from './routes';

/** The route's required login and permission, checked on the user; the Unauthorised page otherwise. */
export function RequireAccess({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { user, restoring } = useSnapshot(accountStore);
  // While the startup refresh fetches the stored session's user, wait rather than refuse.
  if (restoring && !user) return null;
  const allowed = (!route.loginRequired || user) && (!route.permission || hasPermission(user as never, route.permission));
  return allowed ? <>{children}</> : <UnauthorisedPage />;
}
