import { eq } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { SmsChannel } from '../../channels/sms/sms-channel';
import type { VoiceChannel } from '../../channels/voice/voice-channel';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { accountSettings } from '../../db/schema';
import type { Logger } from '../../logger';

/** What every stage of the engine is built from. */
export interface EngineDeps {
  db: Database;
  sms: SmsChannel;
  voice: VoiceChannel;
  email: EmailChannel;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Signs the links in alerts (the service's AUTH_SECRET). */
  linkSecret: string;
  /**
   * Check-ins the sweep starts per transaction, and transactions it runs at once. The embedded
   * database aborted (PGlite 0.5, a wasm abort) on a sweep transaction of 300 check-ins, and has
   * one connection: 200 and 1 there (see services.ts).
   */
  sweepChunk?: { size: number; concurrency: number };
}

export const MINUTE_MS = 60_000;

/** The account's follow-up and call settings, with the defaults of docs/product.md §1–§2. */
export async function settingsOf(tx: Database, userId: string) {
  const [row] = await tx.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  return {
    followUpDelayMinutes: row?.followUpDelayMinutes ?? 60,
    voiceResponse: (row?.voiceResponse ?? 'both') as 'keypad' | 'voice' | 'both',
    voiceEnabled: row?.voiceEnabled ?? true,
  };
}

export const nameOf = (parent: { nickname: string; firstName: string }) =>
  parent.nickname || parent.firstName;
