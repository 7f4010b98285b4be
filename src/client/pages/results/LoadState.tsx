import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui';
import type { ApiData } from './useApiData';

type Props<T> = {
  data: ApiData<T>;
  isEmpty: (d: T) => boolean;
  /** What an empty answer shows instead of the spec's 'You have no recorded games.' */
  empty?: (d: T) => ReactNode;
  children: (d: T) => ReactNode;
};

/** The spec's three states around a results table: loading text, error alert, empty text. */
export function LoadState<T>({ data, isEmpty, empty, children }: Props<T>) {
  const { t } = useTranslation('results');
  if (data.status === 'loading') return <p className="py-6 text-stone-400">{t('loading')}</p>;
  if (data.status === 'error' || !data.data)
    return (
      <Alert kind="error" className="my-4">
        {data.error}
      </Alert>
    );
  if (isEmpty(data.data)) return empty ? <>{empty(data.data)}</> : <p className="py-6 text-stone-300">{t('empty')}</p>;
  return <>{children(data.data)}</>;
}

export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-400';
export const td = 'px-3 py-2 text-stone-200';
