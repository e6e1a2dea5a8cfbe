import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages, type Language } from '@/shared/languages';
import {
  contentFrequencies,
  contentMoods,
  contentSeasons,
  contentTypes,
  type ContentFrequency,
  type ContentMood,
  type ContentSeason,
  type ContentType,
} from '@/shared/library';
import { users } from './auth';
import { oneOf } from './one-of';

/** The seeded categories a template belongs to. Shared by every account; not editable. */
export const messageCategories = pgTable('message_categories', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  /** A lucide icon name the page draws. */
  icon: text().notNull(),
  /** A colour name of the page's palette. */
  color: text().notNull(),
  active: boolean().notNull().default(true),
});

/**
 * The owner's own message templates. Deleting one sets `active` to false; a favourite active
 * template becomes the opening of the daily check-in text, in turn with the other favourites.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    messageContent: text().notNull(),
    categoryId: uuid().references(() => messageCategories.id, { onDelete: 'set null' }),
    /** Values for the template's own placeholders, e.g. { medication_name: 'Lisinopril' }. */
    variables: jsonb().$type<Record<string, string>>().notNull().default({}),
    isFavorite: boolean().notNull().default(false),
    /** The language it is written in: a favourite opens the texts of parents of that language. */
    language: text().$type<Language>().notNull().default('en'),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_templates_user_idx').on(table.userId, table.createdAt),
    check('message_templates_language_check', oneOf('language', languages)),
  ],
);

/**
 * A campaign: one message line per day from its start date, used as that day's check-in text
 * for every parent of the account. Hard-deleted; its unsent messages go with it.
 */
export const messageCampaigns = pgTable(
  'message_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** YYYY-MM-DD, the first and the last day with a message. */
    startDate: text().notNull(),
    endDate: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_campaigns_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One day of a campaign. The engine uses it as the day's check-in text and marks it sent; a
 * sent message is history and survives its campaign (campaign_id becomes null).
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid().references(() => messageCampaigns.id, { onDelete: 'set null' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the start date. */
    day: integer().notNull(),
    /** YYYY-MM-DD, in each parent's own time zone. */
    sendDate: text().notNull(),
    content: text().notNull(),
    /** daily_checkin: replaces the day's check-in opening. */
    type: text().notNull().default('daily_checkin'),
    /** Every third day a fun fact from the content library is added when it is sent. */
    includeFunFact: boolean().notNull().default(false),
    /** When the first parent's check-in carrying it went out; locked from then on. */
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scheduled_messages_campaign_day_idx').on(table.campaignId, table.day),
    index('scheduled_messages_user_date_idx').on(table.userId, table.sendDate),
  ],
);

/**
 * Fun facts, greetings, check-in questions and follow-ups. System content (seeded, no owner) is
 * shared by every account and cannot be changed; an owner's own items are theirs alone.
 */
export const contentLibrary = pgTable(
  'content_library',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    contentType: text().$type<ContentType>().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    frequency: text().$type<ContentFrequency>().notNull().default('daily'),
    tags: text().array().notNull().default([]),
    season: text().$type<ContentSeason>().notNull().default('any'),
    mood: text().$type<ContentMood>().notNull().default('caring'),
    /** The language it is written in: a fun fact goes only to parents of that language. */
    language: text().$type<Language>().notNull().default('en'),
    active: boolean().notNull().default(true),
    isSystemContent: boolean().notNull().default(false),
    usageCount: integer().notNull().default(0),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_library_user_idx').on(table.userId, table.createdAt),
    index('content_library_type_idx').on(table.contentType),
    check('content_library_language_check', oneOf('language', languages)),
    check('content_library_content_type_check', oneOf('content_type', contentTypes)),
    check('content_library_frequency_check', oneOf('frequency', contentFrequencies)),
    check('content_library_season_check', oneOf('season', contentSeasons)),
    check('content_library_mood_check', oneOf('mood', contentMoods)),
  ],
);
