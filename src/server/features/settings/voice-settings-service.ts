import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { accountSettings } from '../../db/schema';
import {
  defaultVoiceSettings,
  type VoiceSettingsDto,
  type voiceSettingsSchema,
} from '@/shared/settings';

type VoiceSettings = z.output<typeof voiceSettingsSchema>;

const toDto = (row: typeof accountSettings.$inferSelect | undefined): VoiceSettingsDto =>
  row
    ? {
        voiceEnabled: row.voiceEnabled,
        voiceResponse: row.voiceResponse,
        followUpDelayMinutes: row.followUpDelayMinutes,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...defaultVoiceSettings, updatedAt: null };

/**
 * The account's follow-up settings (account_settings). The check-in engine reads the same row
 * when it sets the follow-up time and places the call, so a save applies from the next one.
 */
export function createVoiceSettingsService(db: Database) {
  return {
    async get(userId: string) {
      const [row] = await db
        .select()
        .from(accountSettings)
        .where(eq(accountSettings.userId, userId));
      return toDto(row);
    },

    async save(userId: string, settings: VoiceSettings) {
      const values = { ...settings, updatedAt: new Date() };
      const [row] = await db
        .insert(accountSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: accountSettings.userId, set: values })
        .returning();
      return toDto(row);
    },
  };
}

export type VoiceSettingsService = ReturnType<typeof createVoiceSettingsService>;
