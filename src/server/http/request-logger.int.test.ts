import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../app';
import { engineWorld, movableClock } from '../test/engine-world';
import { createTestHarness, type TestHarness } from '../test/test-app';

const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

/** An app over the same services whose log is kept, line by line, for the test to read. */
function appWithLog(overrides: Partial<AppDependencies> = {}) {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => void lines.push(line) },
  );
  return { app: harness.appWith({ logger, ...overrides }), lines };
}

describe('the request log', () => {
  it('writes alert links, unsubscribe and confirmation tokens as [redacted], and no query', async () => {
    // A real alert: the parent answers NO and her follower's phone gets the link.
    const world = engineWorld(harness, { areaCode: '646', clock });
    const family = await world.setUpFamily('logged-alert');
    clock.set('2026-01-12T14:00:00Z');
    await world.sweep();
    await world.drain();
    await world.text(family.parentPhone, 'no');
    await world.drain();
    const alert = (await world.textsTo(family.members.sms)).at(-1) ?? '';
    const token = /\/alert\/([\w-]+\.[\w-]+)/.exec(alert)?.[1];
    expect(token).toBeTruthy();

    const { app, lines } = appWithLog();
    expect((await app.request(`/api/alerts/${token}`)).status).toBe(200);
    await app.request(`/alert/${token}`);
    await app.request(`/ALERT/${token}`);
    await app.request(`/api/alerts/${token}/claim`, { method: 'POST' });
    await app.request(`/unsubscribe/${token}`);
    await app.request(`/api/email/confirm/${token}`);
    await app.request(`/confirm-email/${token}`);
    await app.request(`/auth/callback?token=${token}&code=${token}`);

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; path?: string });
    const paths = logged.filter((line) => line.msg === 'request').map((line) => line.path);
    expect(paths).toEqual([
      '/api/alerts/[redacted]',
      '/alert/[redacted]',
      '/ALERT/[redacted]',
      '/api/alerts/[redacted]/claim',
      '/unsubscribe/[redacted]',
      '/api/email/confirm/[redacted]',
      '/confirm-email/[redacted]',
      '/auth/callback',
    ]);
    for (const part of token!.split('.')) {
      for (const line of lines) expect(line).not.toContain(part);
    }

    // A failure while the link is read is logged with the same path.
    const { services } = harness;
    const failing = appWithLog({
      services: {
        ...services,
        features: {
          ...services.features,
          alerts: {
            ...services.features.alerts,
            view: () => {
              throw new Error('the link could not be read');
            },
          },
        },
      },
    });
    expect((await failing.app.request(`/api/alerts/${token}`)).status).toBe(500);
    const failure = failing.lines
      .map((line) => JSON.parse(line) as { msg: string; path?: string })
      .find((line) => line.msg === 'request failed');
    expect(failure?.path).toBe('/api/alerts/[redacted]');
    for (const part of token!.split('.')) {
      for (const line of failing.lines) expect(line).not.toContain(part);
    }
  });
});
