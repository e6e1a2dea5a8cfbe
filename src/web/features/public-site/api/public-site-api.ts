import type { WaitlistResult } from '../../../../shared/public-site';
import { apiRequest } from '../../../lib/api-client';

// The public pages' requests. The pages read their data before they render (lib/page-data.ts);
// these are what their forms send.

export const joinWaitlist = (email?: string) =>
  apiRequest<WaitlistResult>('/api/waitlist', { method: 'POST', body: email ? { email } : {} });

export const subscribeNewsletter = (email: string) =>
  apiRequest<{ message: string }>('/api/newsletter', { method: 'POST', body: { email } });
