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
) =>
  db.insert(consents).values({
    userId,
    subjectType,
    subjectId,
    phone,
    status: 'verified',
    verifiedAt: new Date(0),
    verifiedFrom: phone,
  });
