import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import UnauthorisedPage from '../pages/errors/UnauthorisedPage';
import { accountStore, hasPermission } from '../stores/account';
import { usePageTitle } from './pageTitle';
import type { RouteDef } from './routes';

/** The route's required login and permission, checked on the user; the Unauthorised page otherwise. */
export function RequireAccess({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { user, restoring } = useSnapshot(accountStore);
  // While the startup refresh fetches the stored session's user, wait rather than refuse.
  if (restoring && !user) return null;
  const allowed = (!route.loginRequired || user) && (!route.permission || hasPermission(user as never, route.permission));
  return allowed ? <>{children}</> : <Refused />;
}

/** A refused route is titled as what it shows, not as the page it keeps hidden. */
function Refused() {
  const { t } = useTranslation('titles');
  usePageTitle(t('route.unauth'));
  return <UnauthorisedPage />;
}
