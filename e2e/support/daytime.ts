import { expect, type APIRequestContext } from '@playwright/test';

const ZONE = 'America/New_York';

/**
 * Moves the service's clock to 8:00 AM tomorrow in New York; the returned function puts it
 * back. At 8:00 the owner's "send now" may text (the window opens at 7:00), and the 9:00 AM
 * schedule `finishedAccount` gives its parents is an hour away, so the sweep cannot send the
 * day's check-in first. (Left at 10:00, the sweep's catch-up sent it within a minute of set-up,
 * and a journey pressing S after that tick was rightly told it had already been sent.)
 */
export async function beforeTheMorningText(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  const now = new Date(status.now);
  const local = new Date(now.toLocaleString('en-US', { timeZone: ZONE }));
  const target = new Date(local);
  target.setDate(local.getDate() + 1);
  target.setHours(8, 0, 0, 0);
  const minutes = Math.round((target.getTime() - local.getTime()) / 60_000);
  const moved = await request.post('/api/dev/clock', { data: { advanceMinutes: minutes } });
  expect(moved.ok()).toBe(true);
  return async () => {
    await request.post('/api/dev/clock', { data: { reset: true } });
  };
}
