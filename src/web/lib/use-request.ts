import { useCallback, useRef, useState } from 'react';
import { ApiError } from './api-error';

type RequestState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown; message: string }
  | { status: 'success'; data: T };

/**
 * One request a form sends, with its state. The server-rendered pages (the public site and
 * /login) do without TanStack Query: they are rendered with their data, and this is all their
 * forms need. Only the latest run's answer counts; `reset` forgets it.
 */
export function useRequest<Args extends unknown[], T>(send: (...args: Args) => Promise<T>) {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    (...args: Args) => {
      const id = ++latest.current;
      setState({ status: 'pending' });
      send(...args).then(
        (data) => {
          if (id === latest.current) setState({ status: 'success', data });
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          setState({
            status: 'error',
            error,
            message: error instanceof ApiError ? error.message : 'Something went wrong.',
          });
        },
      );
    },
    [send],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);
  return { ...state, run, reset };
}
