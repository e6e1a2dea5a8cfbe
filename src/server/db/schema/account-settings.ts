import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerNoticePreferences, type OwnerNoticePreference } from '@/shared/owner-notices';
import {
  followUpDelays,
  voiceResponses,
  type FollowUpDelay,
  type VoiceResponse,
} from '@/shared/settings';
import { oneOf } from './one-of';
import { users } from './auth';

/** The account's check-in settings; an account without a row has the defaults. */
export const accountSettings = pgTable(
  'account_settings',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Minutes from delivery of the text to the follow-up call: 30 or 60. */
    followUpDelayMinutes: integer().$type<FollowUpDelay>().notNull().default(60),
    /** How a parent may answer the call: keypad, voice or both. */
    voiceResponse: text().$type<VoiceResponse>().notNull().default('both'),
    /** Whether an unanswered text is followed by a call at all. */
    voiceEnabled: boolean().notNull().default(true),
    /**
     * How the owner is told (docs/product.md §2): by e-mail, or by text as well once their own cell
     * has agreed. Never only by a text that cannot go: then the e-mail goes anyway.
     */
    ownerNotices: text().$type<OwnerNoticePreference>().notNull().default('email'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('account_settings_voice_response_check', oneOf('voice_response', voiceResponses)),
    check(
      'account_settings_follow_up_delay_check',
      sql.raw(`follow_up_delay_minutes in (${followUpDelays.join(', ')})`),
    ),
    check(
      'account_settings_owner_notices_check',
      sql.raw(
        `owner_notices in (${ownerNoticePreferences.map((value) => `'${value}'`).join(', ')})`,
      ),
    ),
  ],
);
