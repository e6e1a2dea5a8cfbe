import { useMutation } from '@tanstack/react-query';
import { okResponse } from '@/shared/api-response';
import { apiRequest } from '@/web/lib/api-client';

/**
 * Ends every session of the account, this one included, and every sign-in or reset link not
 * used yet.
 */
export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () =>
      apiRequest('/api/session/sign-out-everywhere', okResponse, { method: 'POST', body: {} }),
  });
