import { expect, type APIRequestContext } from '@playwright/test';

const ZONE = 'America/New_York';

/**
 * Check-ins go out only between 7:00 AM and 9:00 PM in the parent's zone. When the service's
 * clock is outside that in New York, it is moved to 10:00 AM the next day there; the returned
 * function puts it back.
 */
export async function duringCheckInHours(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  const now = new Date(status.now);
  const local = new Date(now.toLocaleString('en-US', { timeZone: ZONE }));
  if (local.getHours() >= 8 && local.getHours() < 20) return async () => {};
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(10, 0, 0, 0);
  const minutes = Math.round((target.getTime() - local.getTime()) / 60_000);
  const moved = await request.post('/api/dev/clock', { data: { advanceMinutes: minutes } });
  expect(moved.ok()).toBe(true);
  return async () => {
    await request.post('/api/dev/clock', { data: { reset: true } });
  };
}
