import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleResponse } from '@/shared/onboarding';
import type { OverviewParent } from '@/shared/dashboard';
import { apiRequest } from '@/web/lib/api-client';
import { getConsents, sendConsent } from '@/web/lib/api/consents';

// The one action that makes a parent protected, from her card (docs/product.md §2.12).

/**
 * Asks her to agree: the consent request, or for a parent checked on by call, the call. Her
 * consent is listed first (listing creates it, pending, for a parent never listed before).
 */
export async function askParentConsent(parentId: string) {
  const consent = (await getConsents()).find(
    (one) => one.subjectType === 'parent' && one.subjectId === parentId,
  );
  if (!consent) throw new Error('No such parent.');
  return sendConsent(consent.id);
}

/** Turns her daily check-in back on, at the time and in the zone it had. */
export const turnCheckInOn = async (parent: OverviewParent) =>
  (
    await apiRequest(`/api/schedules/${encodeURIComponent(parent.id)}`, scheduleResponse, {
      method: 'PUT',
      body: { timezone: parent.timezone, messageTime: parent.messageTime, enabled: true },
    })
  ).schedule;

/**
 * Either fix. Like any change to the family, it touches more than the card (the consent list,
 * the schedules, the wizard's lists), so every cached read is refreshed.
 */
function useProtectionFix<Variables, Result>(fix: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fix,
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export const useAskParentConsent = () => useProtectionFix(askParentConsent);
export const useTurnCheckInOn = () => useProtectionFix(turnCheckInOn);
