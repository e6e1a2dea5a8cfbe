import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerNoticePreference, OwnerNotices } from '../../../../shared/owner-notices';
import { apiRequest } from '../../../lib/api-client';

const ownerNoticesKey = ['settings', 'owner-notices'] as const;

/** How the owner is told, with their own cell and whether it agreed to texts. */
export const useOwnerNotices = () =>
  useQuery({
    queryKey: ownerNoticesKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ notices: OwnerNotices }>('/api/settings/owner-notices', { signal }))
        .notices,
  });

export const useSaveOwnerNotices = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preference: OwnerNoticePreference) =>
      (
        await apiRequest<{ notices: OwnerNotices }>('/api/settings/owner-notices', {
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
    mutationFn: (consentId: string) =>
      apiRequest(`/api/consents/${consentId}/send`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerNoticesKey }),
  });
};
