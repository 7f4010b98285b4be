import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { reportCrash } from './crash';

type Props = { children: ReactNode; onError?: (error: Error, info: ErrorInfo) => void };

/** Catches a crashed page and reports it; the shell keys it by path so navigating away resets it. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportCrash(error, 'boundary', info.componentStack ?? undefined);
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashNotice />;
  }
}

// The texts hold no markup: plain t() (react-i18next's Trans would bring an HTML parser into every page's first load).
function CrashNotice() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto mt-16 max-w-xl rounded-xl border border-red-800 bg-red-950/60 p-6">
      <h1 className="font-display text-2xl text-red-200">{t('errors.crash')}</h1>
      <p className="mt-2 text-red-100/80">{t('errors.crashDetail')}</p>
      <Link className="mt-4 inline-block text-ember-300 underline" to="/">
        {t('errors.returnHome')}
      </Link>
    </div>
  );
}
