import type { Database } from '../../db/client';
import { familyMemberOperations, type AskEmailConsent } from './family-members';
import { ownerProfileOperations } from './owner-profile';
import { parentOperations } from './parents';
import { scheduleOperations } from './schedules';

export type { AskEmailConsent } from './family-members';

/**
 * The owner's family: her own profile, the parents checked on and their schedules, and the
 * family members told of them. Each part is its own file; this puts them together.
 */
export function createFamilyService(db: Database, askEmailConsent: AskEmailConsent) {
  return {
    ...ownerProfileOperations(db),
    ...parentOperations(db),
    ...scheduleOperations(db),
    ...familyMemberOperations(db, askEmailConsent),
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
export { servedNumberOnly } from './served-numbers';
