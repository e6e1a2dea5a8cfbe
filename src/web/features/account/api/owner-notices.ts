import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerNoticesResponse, type OwnerNoticePreference } from '@/shared/owner-notices';
import { apiRequest } from '@/web/lib/api-client';
import { sendConsent } from '@/web/lib/api/consents';

const ownerNoticesKey = ['settings', 'owner-notices'] as const;

export const getOwnerNotices = async (signal?: AbortSignal) =>
  (await apiRequest('/api/settings/owner-notices', ownerNoticesResponse, { signal })).notices;

/** How the owner is told, with their own cell and whether it agreed to texts. */
export const useOwnerNotices = () =>
  useQuery({ queryKey: ownerNoticesKey, queryFn: ({ signal }) => getOwnerNotices(signal) });

export const useSaveOwnerNotices = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preference: OwnerNoticePreference) =>
      (
        await apiRequest('/api/settings/owner-notices', ownerNoticesResponse, {
          method: 'PUT',
          body: { preference },
        })
      ).notices,
    onSuccess: (notices) => client.setQueryData(ownerNoticesKey, notices),
  });
};

/** Texts the consent request to the owner's own cell; the status is read again after. */
export const useAskOwnerCell = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConsent,
    onSuccess: () => client.invalidateQueries({ queryKey: ownerNoticesKey }),
  });
};
