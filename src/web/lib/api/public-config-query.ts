import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from './public-config';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    // Only a convenience (the phone simulator link): a failure shows nothing.
    retry: false,
  });

/** What the browser may know of the server's set-up, e.g. whether the dev tools are there. */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
