import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { TopMenu } from './TopMenu';

/** The frame around every page: the top menu, and the page inside an error boundary that resets on navigation. */
export function Shell() {
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <TopMenu />
      <main id="main" className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 2xl:max-w-[2400px]">
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<p className="text-stone-400">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
