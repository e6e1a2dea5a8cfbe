import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { familyMemberParents, familyMembers, parents, profiles } from '../../db/schema';
import { wantsTexts } from '../../../shared/family';
import type { ConsentSubject } from './consent-subject';

const DEFAULT_ZONE = 'America/New_York';

/** The people of an account whose numbers are asked for consent, with their current numbers. */
export async function consentPeopleOf(db: Database, userId: string) {
  const parentRows = await db
    .select({
      id: parents.id,
      phone: parents.phone,
      first: parents.firstName,
      last: parents.lastName,
    })
    .from(parents)
    .where(and(eq(parents.userId, userId), eq(parents.active, true)));
  const memberRows = await db
    .select({
      id: familyMembers.id,
      phone: familyMembers.cellPhone,
      first: familyMembers.firstName,
      last: familyMembers.lastName,
      preference: familyMembers.notificationPreference,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)));
  // The owner's own cell: alerts reach them by e-mail, and by text too once it agrees.
  const ownerRows = await db
    .select({
      id: profiles.id,
      phone: profiles.cellPhone,
      first: profiles.firstName,
      last: profiles.lastName,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return [
    ...parentRows.map((person) => ({ ...person, type: 'parent' as const, textsWanted: true })),
    // A family member told by e-mail only is never texted, so their consent is not needed.
    ...memberRows.map(({ preference, ...person }) => ({
      ...person,
      type: 'family_member' as const,
      textsWanted: wantsTexts(preference),
    })),
    ...ownerRows
      .filter((person) => person.phone)
      .map((person) => ({ ...person, type: 'owner' as const, textsWanted: true })),
  ];
}

/**
 * The zone a person lives by, for the hours their reminders may come: a parent's own; a family
 * member's first followed parent's; the owner's first parent's.
 */
export async function zoneOfSubject(
  db: Database,
  subject: { subjectType: ConsentSubject; subjectId: string; userId: string },
) {
  switch (subject.subjectType) {
    case 'parent': {
      const [parent] = await db
        .select({ zone: parents.timezone })
        .from(parents)
        .where(eq(parents.id, subject.subjectId));
      return parent?.zone ?? DEFAULT_ZONE;
    }
    case 'family_member': {
      const [followed] = await db
        .select({ zone: parents.timezone })
        .from(familyMemberParents)
        .innerJoin(parents, eq(parents.id, familyMemberParents.parentId))
        .where(eq(familyMemberParents.familyMemberId, subject.subjectId))
        .orderBy(asc(parents.createdAt))
        .limit(1);
      return followed?.zone ?? DEFAULT_ZONE;
    }
    case 'owner': {
      const [first] = await db
        .select({ zone: parents.timezone })
        .from(parents)
        .where(eq(parents.userId, subject.userId))
        .orderBy(asc(parents.createdAt))
        .limit(1);
      return first?.zone ?? DEFAULT_ZONE;
    }
  }
}

/** A person's first and last name, for the owner's e-mails about their consent. */
export async function nameOfSubject(
  db: Database,
  subject: { subjectType: ConsentSubject; subjectId: string },
): Promise<{ first: string; last: string } | undefined> {
  switch (subject.subjectType) {
    case 'parent': {
      const [person] = await db
        .select({ first: parents.firstName, last: parents.lastName })
        .from(parents)
        .where(eq(parents.id, subject.subjectId));
      return person;
    }
    case 'family_member': {
      const [person] = await db
        .select({ first: familyMembers.firstName, last: familyMembers.lastName })
        .from(familyMembers)
        .where(eq(familyMembers.id, subject.subjectId));
      return person;
    }
    case 'owner': {
      const [person] = await db
        .select({ first: profiles.firstName, last: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, subject.subjectId));
      return person;
    }
  }
}
