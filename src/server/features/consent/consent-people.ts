import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { InputMode } from '../../channels/voice/call-answers';
import {
  accountSettings,
  backupContacts,
  familyMemberParents,
  familyMembers,
  parents,
  profiles,
  users,
} from '../../db/schema';
import { wantsTexts } from '@/shared/family';
import type { Language } from '@/shared/languages';
import type { ConsentChannel } from '@/shared/onboarding';
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
      checkInBy: parents.checkInBy,
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
  // A parent's backup contacts: a cell is asked by text, a landline by a call (§2.15).
  const backupRows = await db
    .select({
      id: backupContacts.id,
      phone: backupContacts.phone,
      first: backupContacts.firstName,
      last: backupContacts.lastName,
      phoneKind: backupContacts.phoneKind,
    })
    .from(backupContacts)
    .innerJoin(parents, eq(parents.id, backupContacts.parentId))
    .where(and(eq(backupContacts.userId, userId), eq(parents.active, true)));
  return [
    // A parent checked on by call is asked on a call (issue 23).
    ...parentRows.map(({ checkInBy, ...person }) => ({
      ...person,
      type: 'parent' as const,
      textsWanted: true,
      asks: checkInBy === 'call' ? ('voice' as const) : ('sms' as const),
    })),
    // A family member told by e-mail only is never texted, so their consent is not needed; one
    // who gave no cell at all (docs/product.md §2, "Who is told") has nothing to ask.
    ...memberRows
      .filter((person) => person.phone)
      .map(({ preference, ...person }) => ({
        ...person,
        type: 'family_member' as const,
        textsWanted: wantsTexts(preference),
        asks: 'sms' as const,
      })),
    ...ownerRows
      .filter((person) => person.phone)
      .map((person) => ({
        ...person,
        type: 'owner' as const,
        textsWanted: true,
        asks: 'sms' as const,
      })),
    ...backupRows.map(({ phoneKind, ...person }) => ({
      ...person,
      type: 'backup_contact' as const,
      textsWanted: true,
      asks: phoneKind === 'landline' ? ('voice' as const) : ('sms' as const),
    })),
  ];
}

/**
 * Whether the consent is a family member's who is told by e-mail only: nothing is ever texted to
 * her phone, so it is never asked to agree (docs/product.md §3).
 */
export async function toldByEmailOnly(
  db: Database,
  consent: { subjectType: ConsentSubject; subjectId: string },
) {
  if (consent.subjectType !== 'family_member') return false;
  const [member] = await db
    .select({ preference: familyMembers.notificationPreference })
    .from(familyMembers)
    .where(eq(familyMembers.id, consent.subjectId));
  return member !== undefined && !wantsTexts(member.preference);
}

/**
 * The zone a person lives by, for the hours their consent requests and reminders may come
 * (docs/product.md §3): a parent's own. Family members and the owner have no zone of their own (the
 * owner's profile has a city and state, members not even that), so a family member lives by
 * the first parent they follow, and failing that, as the owner does, by the account's first
 * parent; an account with no parent yet by New York's.
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
      return followed?.zone ?? firstParentZone(db, subject.userId);
    }
    case 'owner':
      return firstParentZone(db, subject.userId);
    // A backup contact lives near the parent, by her clock.
    case 'backup_contact': {
      const [near] = await db
        .select({ zone: parents.timezone })
        .from(backupContacts)
        .innerJoin(parents, eq(parents.id, backupContacts.parentId))
        .where(eq(backupContacts.id, subject.subjectId));
      return near?.zone ?? DEFAULT_ZONE;
    }
  }
}

async function firstParentZone(db: Database, userId: string) {
  const [first] = await db
    .select({ zone: parents.timezone })
    .from(parents)
    .where(eq(parents.userId, userId))
    .orderBy(asc(parents.createdAt))
    .limit(1);
  return first?.zone ?? DEFAULT_ZONE;
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
    case 'backup_contact': {
      const [person] = await db
        .select({ first: backupContacts.firstName, last: backupContacts.lastName })
        .from(backupContacts)
        .where(eq(backupContacts.id, subject.subjectId));
      return person;
    }
  }
}

/**
 * The language a person is written to in: a parent's own choice; family members and the owner
 * are the family, written to in English.
 */
export async function languageOfSubject(
  db: Database,
  subject: { subjectType: ConsentSubject; subjectId: string },
): Promise<Language> {
  return (await askingOf(db, subject)).language;
}

/**
 * How a person is asked for consent: a parent checked on by call is called (issue 23), in their
 * language, taking keys or speech as the account's voice setting says; everyone else is texted
 * in English.
 */
export async function askingOf(
  db: Database,
  subject: { subjectType: ConsentSubject; subjectId: string },
): Promise<{ channel: ConsentChannel; language: Language; mode: InputMode }> {
  const texted = { channel: 'sms', language: 'en', mode: 'both' } as const;
  if (subject.subjectType === 'backup_contact') {
    // A landline backup is asked on a call, as a call parent is; in English, keys or speech.
    const [backup] = await db
      .select({ phoneKind: backupContacts.phoneKind })
      .from(backupContacts)
      .where(eq(backupContacts.id, subject.subjectId));
    return backup?.phoneKind === 'landline' ? { ...texted, channel: 'voice' } : texted;
  }
  if (subject.subjectType !== 'parent') return texted;
  const [parent] = await db
    .select({
      language: parents.language,
      checkInBy: parents.checkInBy,
      voiceResponse: accountSettings.voiceResponse,
    })
    .from(parents)
    .leftJoin(accountSettings, eq(accountSettings.userId, parents.userId))
    .where(eq(parents.id, subject.subjectId));
  if (!parent) return texted;
  const voice = parent.voiceResponse ?? 'both';
  return {
    channel: parent.checkInBy === 'call' ? 'voice' : 'sms',
    language: parent.language,
    mode: voice === 'voice' ? 'speech' : voice === 'keypad' ? 'keypad' : 'both',
  };
}

/**
 * The person a consent is about, and the e-mail of the owner who asked: what every e-mail to
 * the owner about a consent names. Undefined when either is gone.
 */
export async function personAndOwnerOf(
  db: Database,
  consent: { subjectType: ConsentSubject; subjectId: string; userId: string },
) {
  const person = await nameOfSubject(db, consent);
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, consent.userId));
  return person && owner ? { person, ownerEmail: owner.email } : undefined;
}
