import { messageResponse } from '@/shared/api-response';
import { waitlistResultSchema } from '@/shared/public-site';
import { apiRequest } from '@/web/lib/api-client';

// The public pages' requests. The pages read their data before they render (lib/page-data.ts);
// these are what their forms send.

export const joinWaitlist = (email?: string) =>
  apiRequest('/api/waitlist', waitlistResultSchema, {
    method: 'POST',
    body: email ? { email } : {},
  });

export const subscribeNewsletter = (email: string) =>
  apiRequest('/api/newsletter', messageResponse, { method: 'POST', body: { email } });
