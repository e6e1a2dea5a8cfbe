import { and, eq } from 'drizzle-orm';
import { consents, parents } from '../../db/schema';

/**
 * Joins a parent to the consent her current number gave and that still stands: what a parent's
 * number hears, and whether anything may go to it, rests on that agreement alone (docs/product.md §3).
 */
export const parentNumberAgreed = and(
  eq(consents.subjectType, 'parent'),
  eq(consents.subjectId, parents.id),
  eq(consents.phone, parents.phone),
  eq(consents.status, 'verified'),
);
