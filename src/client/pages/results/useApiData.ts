import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../net/api';

export type ApiData<T> = { status: 'loading' | 'ready' | 'error'; data: T | null; error: string | null };

/**
 * Loads `path` on mount and again whenever it changes (the filters are in its query string);
 * an answer to an older path is dropped, so a quick filter change never shows stale rows.
 */
export function useApiData<T>(path: string | null, schema: z.ZodType<T>): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading', data: null, error: null });
  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    api(path, schema, { signal: abort.signal })
      .then((data) => setState({ status: 'ready', data, error: null }))
      .catch((err: Error) => {
        if (!abort.signal.aborted) setState({ status: 'error', data: null, error: err.message });
      });
    return () => abort.abort();
  }, [path, schema]);
  return state;
}
