import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { weatherWarningKinds, type WeatherWarningKind } from '@/shared/weather';
import { parents } from './family';
import { oneOf } from './one-of';

/**
 * The first National Weather Service warning that counts, seen for a parent's location on one of
 * her days (docs/product.md §2.16, decision 049): one row per parent and local date, however many
 * polls or warnings, so she gets one extra check-in that day. Written by the weather poller; the
 * engine marks the row when it opens the extra check-in.
 */
export const weatherWarningDays = pgTable(
  'weather_warning_days',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: uuid()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** Her calendar date, YYYY-MM-DD in her zone, when the warning was first seen. */
    localDate: text().notNull(),
    kind: text().$type<WeatherWarningKind>().notNull(),
    /** The alert's identifier (urn:oid:…). */
    nwsId: text().notNull(),
    /** The alert's own headline, for screens and logs only: never texted or spoken. */
    headline: text().notNull(),
    /** When the hazard ends, as the alert said. */
    endsAt: timestamp({ withTimezone: true }).notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
    /** When the engine opened her extra check-in for it; null while it is still to open. */
    checkInOpenedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('weather_warning_days_parent_date_key').on(table.parentId, table.localDate),
    check('weather_warning_days_kind_check', oneOf('kind', weatherWarningKinds)),
  ],
);

/**
 * The local stand-in's warnings (/dev/weather): what a developer raised for a ZIP code, answered
 * to the poller as the NWS would answer. Local mode only; never written in production.
 */
export const standInWeatherWarnings = pgTable(
  'stand_in_weather_warnings',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Five digits. */
    zip: text().notNull(),
    kind: text().$type<WeatherWarningKind>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('stand_in_weather_warnings_zip_idx').on(table.zip),
    check('stand_in_weather_warnings_kind_check', oneOf('kind', weatherWarningKinds)),
  ],
);
