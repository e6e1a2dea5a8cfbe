import { ApiError } from '@/web/lib/api-client';

/** Every dev-tools query lives under ['dev'], so a change can refresh just what it touched. */
export const devKeys = {
  status: ['dev', 'status'] as const,
  mailbox: ['dev', 'mailbox'] as const,
  email: (id: string) => ['dev', 'mailbox', id] as const,
  phone: ['dev', 'phone'] as const,
  thread: (phone: string) => ['dev', 'phone', phone] as const,
  weather: ['dev', 'weather'] as const,
};

/**
 * Retry only what may pass next time (unreachable, 5xx). A 4xx will not change, and a 404 on
 * these routes means the dev tools are not mounted, which the page must say at once.
 */
export function retryServerErrors(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
