import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertResponse } from '@/shared/alerts';
import { apiRequest } from '@/web/lib/api-client';

const alertKey = (token: string) => ['alert', token] as const;
const path = (token: string) => `/api/alerts/${encodeURIComponent(token)}`;

export const getAlert = async (token: string, signal?: AbortSignal) =>
  (await apiRequest(path(token), alertResponse, { signal })).alert;

/** The alert's page, read through its signed link. */
export const useAlert = (token: string) =>
  useQuery({
    queryKey: alertKey(token),
    queryFn: ({ signal }) => getAlert(token, signal),
    retry: false,
    // Someone else may take it in hand meanwhile.
    refetchInterval: 15_000,
  });

export type TakeInHand = { type: 'claim' } | { type: 'resolve'; note: string };

/** "I'm on it", or "SHE'S OK" with a note; answers with the alert as it now stands. */
export const takeInHand = async (token: string, action: TakeInHand) =>
  (
    await apiRequest(`${path(token)}/${action.type}`, alertResponse, {
      method: 'POST',
      body: action.type === 'claim' ? {} : { note: action.note },
    })
  ).alert;

/** The page shows the answer at once. */
export const useTakeInHand = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TakeInHand) => takeInHand(token, action),
    onSuccess: (alert) => client.setQueryData(alertKey(token), alert),
  });
};
