import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@/shared/api-response';
import { apiRequest } from '@/web/lib/api-client';

/** Used by the newsletter link pages, which belong to the app (not the server-rendered site). */
export const useNewsletterToken = (action: 'confirm' | 'unsubscribe') =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest(`/api/newsletter/${action}`, messageResponse, {
        method: 'POST',
        body: { token },
      }),
  });
