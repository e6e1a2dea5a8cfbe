import type { Database } from '../db/client';
import { consents } from '../db/schema';
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
