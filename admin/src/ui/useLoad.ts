import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/** Runs a load when its inputs change; keeps the last data while reloading so pages do not flash. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setLoading(true);
    run()
      .then((value) => current && (setData(value), setError(undefined)))
      .catch((failure: Error) => current && setError(failure))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [run, generation]);
  // loading turns true in the same render as the reload asks for, not one render later in the
  // effect: a page can then refuse actions on the old data (say, a row's buttons) at once.
  const reload = () => {
    setLoading(true);
    setGeneration((n) => n + 1);
  };
  return { data, error, loading, reload };
}
