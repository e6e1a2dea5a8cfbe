import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages, type Language } from '@/shared/languages';
import { users } from './auth';
import { oneOf } from './one-of';

/**
 * What a call asks: the day's check-in, consent to the daily calls, or nothing: a notice says
 * its words and hangs up (the daily check-in has stopped).
 */
export const callQuestions = ['check_in', 'consent', 'notice'] as const;
export type CallQuestion = (typeof callQuestions)[number];
export const callDirections = ['outbound', 'inbound'] as const;
/** A call's life: queued → placing → placed → ringing → in-progress → an ending. */
export const callStatuses = [
  'queued',
  'placing',
  'placed',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
] as const;
export type CallStatus = (typeof callStatuses)[number];
/**
 * What the person answered: on a check-in call OK, help or stop the calls (opt-out); on a
 * consent call agree, refuse or opt-out; no-input on either when nothing usable was heard.
 */
export const callAnswers = ['ok', 'help', 'opt-out', 'agree', 'refuse', 'no-input'] as const;
export type CallAnswer = (typeof callAnswers)[number];
/** How the person may answer: keypad (1/2), speech (yes/no), or both. */
export const inputModes = ['keypad', 'speech', 'both'] as const;
export type InputMode = (typeof inputModes)[number];
export type CallDirection = (typeof callDirections)[number];

/** Every voice call the service places (from the moment it is queued), or takes. */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique(),
    toNumber: text().notNull(),
    fromNumber: text().notNull(),
    /** What the call says before asking for an answer. */
    message: text().notNull(),
    inputMode: text().$type<InputMode>().notNull().default('both'),
    /** The language the call speaks and listens in: the parent's. */
    language: text().$type<Language>().notNull().default('en'),
    kind: text().notNull(),
    /** What the call asks (see callQuestions). */
    question: text().$type<CallQuestion>().notNull().default('check_in'),
    /** outbound: the service called; inbound: the person called the service's number. */
    direction: text().$type<CallDirection>().notNull().default('outbound'),
    /** The account the call was placed for: its message history and its data. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    context: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<CallStatus>().notNull().default('queued'),
    /** Null until the call has a result. */
    answer: text().$type<CallAnswer>(),
    /** The raw input that produced the answer: digits or the recognised words. */
    answerInput: text(),
    promptsPlayed: integer().notNull().default(0),
    providerSid: text().unique(),
    attempts: integer().notNull().default(0),
    errorMessage: text(),
    placeStartedAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voice_calls_to_number_idx').on(table.toNumber, table.createdAt),
    index('voice_calls_user_idx').on(table.userId, table.createdAt),
    check('voice_calls_language_check', oneOf('language', languages)),
    check('voice_calls_question_check', oneOf('question', callQuestions)),
    check('voice_calls_direction_check', oneOf('direction', callDirections)),
    check('voice_calls_status_check', oneOf('status', callStatuses)),
    check('voice_calls_answer_check', oneOf('answer', callAnswers)),
    check('voice_calls_input_mode_check', oneOf('input_mode', inputModes)),
  ],
);
