import type { Database } from '../db/client';
import { consents, familyMemberParents, familyMembers, profiles } from '../db/schema';
import type { OwnerNoticePreference } from '@/shared/owner-notices';
import { insertAgreedConsent, insertConfirmedEmail } from '../test/seed-rows';
import type { CastAccount, CastRecipient } from './cast';
import type { Random } from './random';

// The people told of the cast's parents: each family member and the owner, written straight
// to the database with their choices drawn from `rng` in a fixed order (as cast-rows.ts).

/** The `n`th family member of the `index`th account, at `number`, following some parents. */
export async function insertCastMember(
  db: Database,
  setUp: {
    account: CastAccount;
    index: number;
    n: number;
    number: string;
    rng: Random;
    start: Date;
  },
): Promise<CastRecipient> {
  const { account, index, n, number, rng, start } = setUp;
  const { userId } = account;
  const wants = rng.pick(['sms', 'email', 'both'] as const);
  const [member] = await db
    .insert(familyMembers)
    .values({
      userId,
      firstName: `Member${n + 1}of${index}`,
      lastName: 'Sim',
      cellPhone: number,
      email: `member${n + 1}.${index}@simulation.example`,
      city: 'Town',
      state: 'Ohio',
      zipOrCounty: '00000',
      country: 'United States',
      notificationPreference: wants,
    })
    .returning();
  const follows = account.parents.filter(() => rng.next() > 0.3).map((parent) => parent.id);
  const parentIds = follows.length ? follows : [account.parents[0]!.id];
  await db
    .insert(familyMemberParents)
    .values(parentIds.map((parentId) => ({ familyMemberId: member!.id, parentId })));
  // Set up long ago: each member confirmed her address by its link then (docs/product.md §3).
  await insertConfirmedEmail(db, userId, member!.email);
  const memberAgreed = rng.next() > 0.15;
  if (memberAgreed) await insertAgreedConsent(db, userId, 'family_member', member!.id, number);
  else {
    // Asked, not answered yet: its reminders must keep to 9:00 AM–8:00 PM.
    await db.insert(consents).values({
      userId,
      subjectType: 'family_member',
      subjectId: member!.id,
      phone: number,
      status: 'sent',
      wording: `Family Check-In: Owner ${index} would like to send you updates about your family member (a few msgs/week). Msg & data rates may apply. Reply Y to agree, STOP to opt out, HELP for help.`,
      requestedAt: start,
      sentAt: start,
      nextReminderAt: start,
      reminderCount: 1,
    });
  }
  return {
    key: `member:${member!.id}`,
    firstName: member!.firstName,
    email: member!.email,
    phone: number,
    agreed: memberAgreed,
    wants,
    owner: false,
    parentIds,
  };
}

/** The owner, told of every parent as they chose; their own cell (`ownerCell`) agreed or not. */
export async function insertCastOwner(
  db: Database,
  setUp: {
    account: CastAccount;
    index: number;
    ownerWants: OwnerNoticePreference;
    ownerCell: string | null;
    rng: Random;
  },
): Promise<CastRecipient> {
  const { account, index, ownerWants, ownerCell, rng } = setUp;
  const { userId } = account;
  const [profile] = await db
    .insert(profiles)
    .values({
      userId,
      firstName: `Owner${index}`,
      lastName: 'Sim',
      email: `owner${index}@simulation.example`,
      cellPhone: ownerCell ?? '',
      city: 'Town',
      state: 'Ohio',
      zipOrCounty: '00000',
      country: 'United States',
    })
    .returning();
  const ownerAgreed = Boolean(ownerCell) && rng.next() > 0.5;
  if (ownerCell && ownerAgreed)
    await insertAgreedConsent(db, userId, 'owner', profile!.id, ownerCell);
  return {
    key: `owner:${userId}`,
    firstName: `Owner${index}`,
    email: `owner${index}@simulation.example`,
    phone: ownerCell,
    agreed: ownerAgreed,
    wants: ownerWants,
    owner: true,
    parentIds: account.parents.map((parent) => parent.id),
  };
}
