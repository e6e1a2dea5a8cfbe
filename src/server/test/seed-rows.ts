import type { Database } from '../db/client';
import { consents, emailConsents } from '../db/schema';
import type { ConsentSubject } from '../../shared/consent-subjects';

/**
 * A consent agreed long ago, written straight to the database: for fixtures and simulations that
 * start from families already set up, without the texts that agreeing takes.
 */
export const insertAgreedConsent = (
  db: Database,
  userId: string,
  subjectType: ConsentSubject,
  subjectId: string,
  phone: string,
  /** How it was asked and agreed: by text (Y), or on a call (1) for a parent checked on by call. */
  channel: 'sms' | 'voice' = 'sms',
) =>
  db.insert(consents).values({
    userId,
    subjectType,
    subjectId,
    phone,
    channel,
    status: 'verified',
    verifiedAt: new Date(0),
    verifiedFrom: phone,
  });

/**
 * An e-mail address that confirmed long ago, written straight to the database: for fixtures and
 * simulations that start from families already set up, as `insertAgreedConsent` is for a phone.
 */
export const insertConfirmedEmail = (db: Database, userId: string, address: string) =>
  db
    .insert(emailConsents)
    .values({
      userId,
      address: address.toLowerCase(),
      status: 'confirmed',
      requestedAt: new Date(0),
      confirmedAt: new Date(0),
    })
    .onConflictDoNothing();
