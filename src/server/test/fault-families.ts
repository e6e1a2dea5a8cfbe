import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { familyMemberParents, familyMembers, parents, subscriptions, users } from '../db/schema';
import type { CallAction } from './phone-network';
import { insertAgreedConsent, insertConfirmedEmail } from './seed-rows';

// The families of the fault test (checkins/faults.int.test.ts): who they are and what each does.

/**
 * Who gets the day's text when, and what they do with it. The peak is 14:00Z in three zones;
 * the 8:00 AM parents' calls fall due in the outage; the 8:30 AM parents reply during it.
 */
export type Cohort = 'peak' | 'calls-in-outage' | 'replies-in-outage';
export interface Plan {
  cohort: Cohort;
  reply?: 'YES' | 'NO';
  call?: CallAction;
}
const schedules: Record<Cohort, { timezone: string; messageTime: string }[]> = {
  peak: [
    { timezone: 'America/New_York', messageTime: '09:00' },
    { timezone: 'America/Chicago', messageTime: '08:00' },
    { timezone: 'America/Denver', messageTime: '07:00' },
  ],
  'calls-in-outage': [{ timezone: 'America/New_York', messageTime: '08:00' }],
  'replies-in-outage': [{ timezone: 'America/New_York', messageTime: '08:30' }],
};
const planCounts: [number, Plan][] = [
  [22, { cohort: 'peak', reply: 'YES' }],
  [16, { cohort: 'peak', reply: 'NO' }],
  [9, { cohort: 'peak', call: 'press-1' }],
  [9, { cohort: 'peak', call: 'press-2' }],
  [9, { cohort: 'peak', call: 'no-answer' }],
  [4, { cohort: 'calls-in-outage', call: 'press-1' }],
  [4, { cohort: 'calls-in-outage', call: 'press-2' }],
  [4, { cohort: 'calls-in-outage', call: 'no-answer' }],
  [6, { cohort: 'replies-in-outage', reply: 'YES' }],
  [5, { cohort: 'replies-in-outage', reply: 'NO' }],
];

export type Outcome = 'ok' | 'no' | 'no_response';
export const outcomeOf = (plan: Plan): Outcome =>
  plan.reply === 'YES' || plan.call === 'press-1'
    ? 'ok'
    : plan.reply === 'NO' || plan.call === 'press-2'
      ? 'no'
      : 'no_response';
export const statusOf = { ok: 'ok', no: 'needs_help', no_response: 'no_response' };
export const noticeWords = { ok: 'replied YES', no: 'replied NO', no_response: 'did not respond' };
/** A family notice text, as who it is about and what it says (its time left out). */
export const noticeOf = (body: string) => {
  const match =
    /^(Parent\d+ Fault) (replied YES|replied NO) to today's check-in/.exec(body) ??
    // However the silent day ended (no answer, a failed call, no result), it is "did not respond".
    /^(Parent\d+ Fault) did not (reply) to the (?:check-in )?text/.exec(body);
  if (!match) return body;
  return `${match[1]}: ${match[2] === 'reply' ? noticeWords.no_response : match[2]}`;
};
export const noticeSubject = (name: string, outcome: Outcome) =>
  ({
    ok: `${name} is OK today`,
    no: `${name} may need help`,
    no_response: `${name} did not respond today`,
  })[outcome];

export interface Parent extends Plan {
  id: string;
  name: string;
  phone: string;
}
export interface Member {
  phone: string;
  email: string;
  preference: 'sms' | 'email' | 'both';
  consented: boolean;
  follows: Parent[];
}

/** The plans interleaved, so each account mixes cohorts and outcomes. */
function interleavedPlans(): Plan[] {
  const left = planCounts.map(([count, plan]) => ({ count, plan }));
  const plans: Plan[] = [];
  while (left.some((entry) => entry.count > 0)) {
    for (const entry of left.filter((candidate) => candidate.count > 0)) {
      plans.push(entry.plan);
      entry.count -= 1;
    }
  }
  return plans;
}

/**
 * Accounts of two parents, set up through the ORM: a trial, every parent agreed to texts; an
 * SMS member following both parents, an e-mail (or both) member following the first, and in
 * every third account an SMS member who never agreed to texts.
 */
export async function setUpFamilies(db: Database) {
  const family: { parents: Parent[]; members: Member[] } = { parents: [], members: [] };
  const plans = interleavedPlans();
  for (let first = 0; first < plans.length; first += 2) {
    const account = first / 2 + 1;
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      name: `Owner ${account}`,
      email: `owner${account}@faults.example`,
      emailVerified: true,
    });
    await db.insert(subscriptions).values({
      userId,
      provider: 'demo',
      status: 'trialing',
      parentCount: 2,
      familyMemberCount: 3,
    });
    const accountParents: Parent[] = [];
    for (const [offset, plan] of plans.slice(first, first + 2).entries()) {
      const number = first + offset + 1;
      const schedule = schedules[plan.cohort][number % schedules[plan.cohort].length]!;
      const phone = `+1312555${String(number).padStart(4, '0')}`;
      const [row] = await db
        .insert(parents)
        .values({
          userId,
          firstName: `Parent${number}`,
          lastName: 'Fault',
          relationshipType: 'parent',
          phone,
          ...schedule,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          personalityType: 'caring',
        })
        .returning();
      await insertAgreedConsent(db, userId, 'parent', row!.id, phone);
      accountParents.push({ ...plan, id: row!.id, name: `Parent${number} Fault`, phone });
    }
    family.parents.push(...accountParents);
    const following: Omit<Member, 'phone' | 'email'>[] = [
      { preference: 'sms', consented: true, follows: accountParents },
      {
        preference: account % 2 ? 'email' : 'both',
        consented: true,
        follows: [accountParents[0]!],
      },
    ];
    if (account % 3 === 0)
      following.push({ preference: 'sms', consented: false, follows: accountParents });
    const members = following.map((member, index) => ({
      ...member,
      phone: `+1646555${String(account * 10 + index).padStart(4, '0')}`,
      email: `member${index + 1}.${account}@faults.example`,
    }));
    for (const member of members) {
      const [row] = await db
        .insert(familyMembers)
        .values({
          userId,
          firstName: 'Member',
          lastName: `Of${account}`,
          cellPhone: member.phone,
          email: member.email,
          city: 'Town',
          state: 'Ohio',
          zipOrCounty: '00000',
          country: 'United States',
          notificationPreference: member.preference,
        })
        .returning();
      await db
        .insert(familyMemberParents)
        .values(member.follows.map((parent) => ({ familyMemberId: row!.id, parentId: parent.id })));
      if (member.consented) {
        await insertAgreedConsent(db, userId, 'family_member', row!.id, member.phone);
      }
      // Every member confirmed her address long ago: the faults are about texts and calls.
      await insertConfirmedEmail(db, userId, member.email);
    }
    family.members.push(...members);
  }
  return family;
}
