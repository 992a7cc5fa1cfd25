import { useCallback, useEffect, useState } from 'react';
import { requestEnvelope } from '@shop/api/http';

/** One GET the editor depends on: its parsed answer, whether it is loading, and the failure's message. */
export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  /** Set when the call failed ('' when the server gave no message). */
  error: string | undefined;
  reload: () => void;
}

/**
 * GETs `url` (under /api, with the area's token) once per address and parses the answer with `read`
 * (a module-level function, so it is stable). No address → nothing is loaded.
 *
 * @example const brands = useRemote('/Seller/goods_brands?isAll=true', brandRows);
 */
export function useRemote<T>(url: string | undefined, read: (data: unknown) => T): Remote<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string | undefined }>({
    data: undefined,
    loading: Boolean(url),
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    let alive = true;
    setState((current) => ({ ...current, loading: true, error: undefined }));
    void requestEnvelope({ url, method: 'GET' }).then(
      (result) => {
        if (!alive) return;
        if (result.ok) setState({ data: read(result.data), loading: false, error: undefined });
        else setState({ data: undefined, loading: false, error: result.msg });
      },
      () => {
        if (alive) setState({ data: undefined, loading: false, error: '' });
      },
    );
    return () => {
      alive = false;
    };
  }, [url, read, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
