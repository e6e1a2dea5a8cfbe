import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

type RequestState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: T };

/**
 * One request a form sends, with its state. The public pages do without TanStack Query: they
 * are rendered with their data, and this is all their forms need.
 */
export function useRequest<Args extends unknown[], T>(send: (...args: Args) => Promise<T>) {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' });
  const run = useCallback(
    (...args: Args) => {
      setState({ status: 'pending' });
      send(...args).then(
        (data) => setState({ status: 'success', data }),
        (error: unknown) =>
          setState({
            status: 'error',
            message: error instanceof ApiError ? error.message : 'Something went wrong.',
          }),
      );
    },
    [send],
  );
  return { ...state, run };
}
