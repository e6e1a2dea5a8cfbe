import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, familyMembers, parents, profiles } from '../../db/schema';
import type { OwnNumberDto } from '../../../shared/settings';

/**
 * One kind of person whose phone a test text may reach: the account's rows of that kind, each
 * with an SMS consent verified for the very number the row holds now (a changed number starts
 * a new, pending consent, so an old agreement never covers a new number).
 */
type OwnNumberSource = (db: Database, userId: string) => Promise<OwnNumberDto[]>;

const verifiedParents: OwnNumberSource = async (db, userId) =>
  (
    await db
      .select({ firstName: parents.firstName, lastName: parents.lastName, phone: parents.phone })
      .from(parents)
      .innerJoin(
        consents,
        and(
          eq(consents.subjectType, 'parent'),
          eq(consents.subjectId, parents.id),
          eq(consents.userId, userId),
          eq(consents.phone, parents.phone),
          eq(consents.status, 'verified'),
        ),
      )
      .where(and(eq(parents.userId, userId), eq(parents.active, true)))
      .orderBy(asc(parents.createdAt))
  ).map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    who: 'parent' as const,
  }));

const verifiedFamilyMembers: OwnNumberSource = async (db, userId) =>
  (
    await db
      .select({
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        phone: familyMembers.cellPhone,
      })
      .from(familyMembers)
      .innerJoin(
        consents,
        and(
          eq(consents.subjectType, 'family_member'),
          eq(consents.subjectId, familyMembers.id),
          eq(consents.userId, userId),
          eq(consents.phone, familyMembers.cellPhone),
          eq(consents.status, 'verified'),
        ),
      )
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)))
      .orderBy(asc(familyMembers.createdAt))
  ).map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    who: 'family_member' as const,
  }));

const verifiedOwner: OwnNumberSource = async (db, userId) =>
  (
    await db
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        phone: profiles.cellPhone,
      })
      .from(profiles)
      .innerJoin(
        consents,
        and(
          eq(consents.subjectType, 'owner'),
          eq(consents.subjectId, profiles.id),
          eq(consents.userId, userId),
          eq(consents.phone, profiles.cellPhone),
          eq(consents.status, 'verified'),
        ),
      )
      .where(eq(profiles.userId, userId))
  ).map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    who: 'owner' as const,
  }));

/**
 * Where the account's own numbers come from (PRODUCT.md §1): its parents, its family members,
 * and the owner's own cell, each once its SMS consent is verified for that very number.
 */
const ownNumberSources: OwnNumberSource[] = [verifiedParents, verifiedFamilyMembers, verifiedOwner];

/** The numbers of this account that may get a test text, each once, in the order added. */
export async function listOwnNumbers(db: Database, userId: string): Promise<OwnNumberDto[]> {
  const seen = new Set<string>();
  const numbers: OwnNumberDto[] = [];
  for (const source of ownNumberSources)
    for (const number of await source(db, userId)) {
      if (seen.has(number.phone)) continue;
      seen.add(number.phone);
      numbers.push(number);
    }
  return numbers;
}

/** Whether `phone` (E.164) is one of this account's numbers with verified SMS consent. */
export async function isOwnNumber(db: Database, userId: string, phone: string) {
  return (await listOwnNumbers(db, userId)).some((number) => number.phone === phone);
}
