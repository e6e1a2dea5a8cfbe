import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettings } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { settingsMessages } from '@/shared/settings';
import { settingsHelpers } from './settings.support';

let harness: TestHarness;
let alex: string;
let blair: string;
beforeAll(async () => {
  harness = await createTestHarness();
  alex = await signInAs(harness, 'alex@example.com', 'Alex');
  blair = await signInAs(harness, 'blair@example.com', 'Blair');
});
afterAll(async () => {
  await harness.close();
});

const { call, userIdOf } = settingsHelpers(() => harness);

describe('voice settings', () => {
  it('refuse requests without a session', async () => {
    expect((await call('GET', '/api/settings/voice')).status).toBe(401);
    expect(
      (
        await call('PUT', '/api/settings/voice', undefined, {
          voiceEnabled: false,
          voiceResponse: 'keypad',
          followUpDelayMinutes: 30,
        })
      ).status,
    ).toBe(401);
  });

  it('start at the defaults: calls on, keypad or voice, one hour', async () => {
    const response = await call('GET', '/api/settings/voice', alex);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      settings: {
        voiceEnabled: true,
        voiceResponse: 'both',
        followUpDelayMinutes: 60,
        updatedAt: null,
      },
    });
  });

  it('are saved for the account, where the engine reads them, and not for anyone else', async () => {
    const saved = await call('PUT', '/api/settings/voice', alex, {
      voiceEnabled: false,
      voiceResponse: 'keypad',
      followUpDelayMinutes: 30,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      settings: { voiceEnabled: false, voiceResponse: 'keypad', followUpDelayMinutes: 30 },
    });

    const reread = (await (await call('GET', '/api/settings/voice', alex)).json()) as {
      settings: { updatedAt: string | null; voiceResponse: string };
    };
    expect(reread.settings.voiceResponse).toBe('keypad');
    expect(reread.settings.updatedAt).not.toBeNull();

    const [row] = await harness.database.db
      .select()
      .from(accountSettings)
      .where(eq(accountSettings.userId, await userIdOf('alex@example.com')));
    expect(row).toMatchObject({
      voiceEnabled: false,
      voiceResponse: 'keypad',
      followUpDelayMinutes: 30,
    });

    expect(await (await call('GET', '/api/settings/voice', blair)).json()).toMatchObject({
      settings: { voiceEnabled: true, voiceResponse: 'both', followUpDelayMinutes: 60 },
    });

    // A second save changes the same row.
    await call('PUT', '/api/settings/voice', alex, {
      voiceEnabled: true,
      voiceResponse: 'voice',
      followUpDelayMinutes: 60,
    });
    const rows = await harness.database.db
      .select()
      .from(accountSettings)
      .where(eq(accountSettings.userId, await userIdOf('alex@example.com')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ voiceResponse: 'voice', followUpDelayMinutes: 60 });
  });

  it('refuse bad values and change nothing', async () => {
    const before = await (await call('GET', '/api/settings/voice', alex)).json();
    const good = { voiceEnabled: true, voiceResponse: 'both', followUpDelayMinutes: 60 };
    for (const [body, message] of [
      [{ ...good, followUpDelayMinutes: 45 }, settingsMessages.followUpDelay],
      [{ ...good, followUpDelayMinutes: '30' }, settingsMessages.followUpDelay],
      [{ ...good, voiceResponse: 'smoke signals' }, settingsMessages.voiceResponse],
      [{ ...good, voiceEnabled: 'yes' }, settingsMessages.voiceEnabled],
      [{ voiceEnabled: false }, settingsMessages.voiceResponse],
    ] as const) {
      const response = await call('PUT', '/api/settings/voice', alex, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
    const extra = await call('PUT', '/api/settings/voice', alex, { ...good, userId: 'someone' });
    expect(extra.status).toBe(400);
    expect(await (await call('GET', '/api/settings/voice', alex)).json()).toEqual(before);
  });
});
