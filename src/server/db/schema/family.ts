import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consentSubjects, type ConsentSubject } from '@/shared/consent-subjects';
import {
  checkInWays,
  messageStyles,
  type CheckInBy,
  type MessageStyle,
  type NotificationPreference,
} from '@/shared/family';
import { languages, type Language } from '@/shared/languages';
import { consentChannels, type ConsentChannel, type ConsentStatus } from '@/shared/onboarding';
import { users } from './auth';
import { oneOf } from './one-of';

// Column sets shared by the people tables. Functions, because each table needs its own builders.
const ownerColumn = () => ({
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

const nameColumns = () => ({
  firstName: text().notNull(),
  middleName: text().notNull().default(''),
  lastName: text().notNull(),
  nickname: text().notNull().default(''),
});

const placeColumns = () => ({
  city: text().notNull(),
  state: text().notNull(),
  zipOrCounty: text().notNull(),
  country: text().notNull(),
});

/** The account owner's own details, from the wizard's account step. One per owner. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner as a person the service texts: their cell's consent is keyed by it. */
    id: uuid().notNull().defaultRandom().unique(),
    firstName: text().notNull(),
    middleName: text().notNull().default(''),
    lastName: text().notNull(),
    nickname: text().notNull().default(''),
    email: text().notNull(),
    /** E.164 */
    cellPhone: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipOrCounty: text().notNull(),
    country: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A text from an owner's cell (ON IT, SHE'S OK) is matched by its number.
  (table) => [index('profiles_cell_phone_idx').on(table.cellPhone)],
);

/** A parent (or loved one) who gets the daily check-in. At most four per owner. */
export const parents = pgTable(
  'parents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...ownerColumn(),
    ...nameColumns(),
    relationshipType: text().notNull(),
    relationshipDescription: text().notNull().default(''),
    /** E.164 */
    phone: text().notNull(),
    timezone: text().notNull(),
    ...placeColumns(),
    /** HH:MM in the parent's time zone */
    messageTime: text().notNull(),
    personalityType: text().$type<MessageStyle>().notNull(),
    /** The language of their texts and calls, and of every reply to them (issue 23). */
    language: text().$type<Language>().notNull().default('en'),
    /** How they are checked on each day: a text they answer, or a call (issue 23). */
    checkInBy: text().$type<CheckInBy>().notNull().default('text'),
    /**
     * The schedule's switch. The schedule is one-to-one with the parent, so its time zone and
     * message time are the columns above; there is no second copy to drift.
     */
    checkInsEnabled: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parents_user_id_idx').on(table.userId),
    // Replies are matched to parents by the number they come from.
    index('parents_phone_idx').on(table.phone),
    check('parents_language_check', oneOf('language', languages)),
    check('parents_personality_type_check', oneOf('personality_type', messageStyles)),
    check('parents_check_in_by_check', oneOf('check_in_by', checkInWays)),
  ],
);

/** A family member who is told how the parents they follow are doing. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...ownerColumn(),
    ...nameColumns(),
    /** E.164 */
    cellPhone: text().notNull(),
    email: text().notNull(),
    ...placeColumns(),
    notificationPreference: text().$type<NotificationPreference>().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('family_members_user_id_idx').on(table.userId),
    // A text from a family member (ON IT, SHE'S OK) is matched by its number.
    index('family_members_cell_phone_idx').on(table.cellPhone),
  ],
);

/** Which parents each family member follows (is told about). */
export const familyMemberParents = pgTable(
  'family_member_parents',
  {
    familyMemberId: uuid()
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    parentId: uuid()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.familyMemberId, table.parentId] }),
    index('family_member_parents_parent_idx').on(table.parentId),
  ],
);

/**
 * SMS consent, one per parent and per family member. Verified only by a Y reply from that phone;
 * the record keeps when, from which number, and the exact wording agreed to.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text().$type<ConsentSubject>().notNull(),
    subjectId: uuid().notNull(),
    /** E.164; a new number starts a new consent. */
    phone: text().notNull(),
    /** pending → sent → verified | failed */
    status: text().$type<ConsentStatus>().notNull().default('pending'),
    reminderCount: integer().notNull().default(0),
    /**
     * How the request is made and answered: a text (Y), or for a parent checked on by call, a
     * call (press 1 or say yes).
     */
    channel: text().$type<ConsentChannel>().notNull().default('sms'),
    /** The words of the request last sent (or spoken): what a Y or a 1 agrees to. */
    wording: text(),
    /** When the current request was first sent: reminders and expiry count from here. */
    requestedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    nextReminderAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedFrom: text(),
    /** On a call, what agreed: the key pressed or the words heard. */
    verifiedInput: text(),
    failedReason: text(),
    /**
     * Four digits that pick this request among others waiting on the same number ("Reply Y
     * 4821"); shown in the text only when another account has asked the number too.
     */
    replyCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consents_subject_idx').on(table.subjectType, table.subjectId),
    check(
      'consents_subject_type_check',
      sql.raw(`subject_type in (${consentSubjects.map((value) => `'${value}'`).join(', ')})`),
    ),
    index('consents_phone_idx').on(table.phone),
    // The requests waiting for an answer, by number: every batch of replies asks which of its
    // numbers has one. A few rows, where the index on every consent's number was passed over
    // for a scan of the whole table (a hundred numbers at a time), each batch's cost growing
    // with the service.
    index('consents_waiting_phone_idx')
      .on(table.phone)
      .where(sql`status = 'sent'`),
    check('consents_channel_check', oneOf('channel', consentChannels)),
  ],
);
