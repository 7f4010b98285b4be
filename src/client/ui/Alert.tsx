import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBox, alertColours, type AlertKind } from './tokens';
import type { Status } from './useTimedStatus';

type AlertProps = { kind: AlertKind; children: ReactNode; onDismiss?: () => void; className?: string };

/**
 * The spec's green, red or blue message box. An error is an alert (read out at once), the others a
 * status; with onDismiss it has a × button.
 */
export function Alert({ kind, children, onDismiss, className = '' }: AlertProps) {
  const { t } = useTranslation();
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`${alertBox} ${alertColours[kind]} ${className}`}>
      <span className="flex-1 whitespace-pre-line">{children}</span>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={t('dismiss')} className="rounded px-1 opacity-70 hover:opacity-100">
          ×
        </button>
      )}
    </div>
  );
}

/** The banner of a page's status (useTimedStatus): nothing while there is none. */
export function StatusAlert({ status, onDismiss }: { status: Status; onDismiss?: () => void }) {
  if (!status) return null;
  return (
    <Alert kind={status.kind} onDismiss={onDismiss} className="mb-4">
      {status.message}
    </Alert>
  );
}
