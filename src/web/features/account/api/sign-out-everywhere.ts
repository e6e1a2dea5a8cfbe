import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Ends every session of the account, this one included, and every sign-in or reset link not
 * used yet.
 */
export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<{ ok: true }>('/api/session/sign-out-everywhere', { method: 'POST', body: {} }),
  });
