import { expect, type APIRequestContext } from '@playwright/test';

const ZONE = 'America/New_York';

/**
 * Moves the service's clock to 10:00 AM tomorrow in New York; the returned function puts it
 * back. From 9:00 AM the consent requests of set-up go at once (first contact in waking
 * hours), and at 10:00 the owner's "send now" may text; a journey using this gives its parents
 * an 11:00 AM schedule, an hour away, so the sweep cannot send the day's check-in first. (Left
 * past a parent's time, the sweep's catch-up sent it within a minute of set-up, and a journey
 * pressing S after that tick was rightly told it had already been sent.)
 */
export async function beforeTheDaysText(request: APIRequestContext) {
  const status = (await (await request.get('/api/dev/status')).json()) as { now: string };
  const now = new Date(status.now);
  const local = new Date(now.toLocaleString('en-US', { timeZone: ZONE }));
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
