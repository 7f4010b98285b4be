import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { startLobbySocket } from '../net/lobbySocket';
import { Banners } from './Banners';
import { addBreadcrumb } from './crash';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Toasts } from './toasts';
import { TopMenu } from './TopMenu';

/** The frame around every page: the top menu, banners, toasts, and the page inside an error boundary that resets on navigation. */
export function Shell() {
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => void startLobbySocket(), []);
  useEffect(() => addBreadcrumb('navigation', location.pathname + location.search), [location.pathname, location.search]);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-stone-900 focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      <TopMenu />
      <Banners />
      <main id="main" className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 2xl:max-w-[2400px]">
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<p className="text-stone-400">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
