import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { familyMemberParents, familyMembers, parents, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  familyMessages,
  MAX_PARENTS,
  type accountSchema,
  type familyMemberSchema,
  type parentSchema,
} from '@/shared/family';
import type { ScheduleDto, scheduleSchema } from '@/shared/onboarding';
import { toE164 } from '@/shared/phone';
import { resetConsentForNumber, restartConsent } from '../consent/service';
import { emailStatusesOf } from '../email-consent/service';
import { checkTrialCap } from './trial-caps';

type Account = z.output<typeof accountSchema>;
type ParentFields = z.output<typeof parentSchema>;
type FamilyMemberFields = z.output<typeof familyMemberSchema>;
type ScheduleFields = z.output<typeof scheduleSchema>;

const scheduleOf = (parent: typeof parents.$inferSelect): ScheduleDto => ({
  parentId: parent.id,
  parentName: `${parent.firstName} ${parent.lastName}`,
  timezone: parent.timezone,
  messageTime: parent.messageTime,
  enabled: parent.checkInsEnabled,
});

// The schemas have already checked each number converts; this only does the conversion.
const e164 = (phone: string, country: string) => toE164(phone, country) ?? phone;

// Not found and not yours answer the same, so nobody can probe for other accounts' rows.
const notFound = (what: string) => new AppError('not_found', `No such ${what}.`);

/**
 * Serialises changes to one owner's family: taken at the start of a transaction that checks a
 * count (at most four parents, at least one of each), so two requests at once cannot both pass.
 */
async function lockOwner(tx: Database, userId: string) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** Asks a person's e-mail address to agree before anything else is sent there (docs/product.md §3). */
export type AskEmailConsent = (
  tx: Database,
  request: { userId: string; address: string; parentIds: string[] },
) => Promise<void>;

export function createFamilyService(db: Database, askEmailConsent: AskEmailConsent) {
  const parentIdsOf = async (tx: Database, memberIds: string[]) => {
    if (memberIds.length === 0) return new Map<string, string[]>();
    const links = await tx
      .select()
      .from(familyMemberParents)
      .where(inArray(familyMemberParents.familyMemberId, memberIds));
    const byMember = new Map<string, string[]>();
    for (const link of links) {
      byMember.set(link.familyMemberId, [
        ...(byMember.get(link.familyMemberId) ?? []),
        link.parentId,
      ]);
    }
    return byMember;
  };

  /** The followed parents must all be this owner's; another owner's is as unknown as a missing one. */
  const checkParentsOwned = async (tx: Database, userId: string, parentIds: string[]) => {
    const owned = await tx
      .select({ id: parents.id })
      .from(parents)
      .where(and(eq(parents.userId, userId), inArray(parents.id, parentIds)));
    if (owned.length !== new Set(parentIds).size) throw notFound('parent');
  };

  const memberValues = (input: FamilyMemberFields) => {
    const { parentIds: _parentIds, ...fields } = input;
    return { ...fields, cellPhone: e164(input.cellPhone, input.country) };
  };

  return {
    async getProfile(userId: string) {
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return profile ?? null;
    },

    async firstNameOf(userId: string) {
      const [profile] = await db
        .select({ firstName: profiles.firstName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return profile?.firstName || null;
    },

    async saveProfile(userId: string, input: Account) {
      const values = {
        ...input,
        cellPhone: e164(input.cellPhone, input.country),
        updatedAt: new Date(),
      };
      const [saved] = await db
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values })
        .returning();
      return saved!;
    },

    listParents(userId: string) {
      return db
        .select()
        .from(parents)
        .where(and(eq(parents.userId, userId), eq(parents.active, true)))
        .orderBy(desc(parents.createdAt));
    },

    async addParent(userId: string, input: ParentFields) {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const [{ total }] = (await tx
          .select({ total: count() })
          .from(parents)
          .where(and(eq(parents.userId, userId), eq(parents.active, true)))) as [{ total: number }];
        if (total >= MAX_PARENTS) throw new AppError('conflict', familyMessages.tooManyParents);
        await checkTrialCap(tx, userId, 'parent');
        const [created] = await tx
          .insert(parents)
          .values({ userId, ...input, phone: e164(input.phone, input.country) })
          .returning();
        // Every family member follows a new parent, as the wizard ticks every parent for a
        // new member: added later from the dashboard, she would otherwise be followed by
        // nobody but the owner. The owner can untick anyone on the next step.
        const members = await tx
          .select({ id: familyMembers.id })
          .from(familyMembers)
          .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)));
        if (members.length > 0)
          await tx
            .insert(familyMemberParents)
            .values(
              members.map((member) => ({ familyMemberId: member.id, parentId: created!.id })),
            );
        return created!;
      });
    },

    async updateParent(userId: string, parentId: string, input: ParentFields) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ checkInBy: parents.checkInBy })
          .from(parents)
          .where(and(eq(parents.id, parentId), eq(parents.userId, userId)))
          .for('update');
        const [updated] = await tx
          .update(parents)
          .set({ ...input, phone: e164(input.phone, input.country), updatedAt: new Date() })
          .where(
            and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)),
          )
          .returning();
        if (!updated) throw notFound('parent');
        if (before && before.checkInBy !== updated.checkInBy)
          await restartConsent(tx, updated.id, updated.phone);
        else await resetConsentForNumber(tx, 'parent', updated.id, updated.phone);
        return updated;
      });
    },

    async removeParent(userId: string, parentId: string) {
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const active = await tx
          .select({ id: parents.id })
          .from(parents)
          .where(and(eq(parents.userId, userId), eq(parents.active, true)));
        if (!active.some((parent) => parent.id === parentId)) throw notFound('parent');
        if (active.length <= 1) throw new AppError('conflict', familyMessages.lastParent);
        await tx.delete(parents).where(and(eq(parents.id, parentId), eq(parents.userId, userId)));
      });
    },

    /** One schedule per parent: the parent's time zone, message time and switch. */
    async listSchedules(userId: string): Promise<ScheduleDto[]> {
      const rows = await db
        .select()
        .from(parents)
        .where(and(eq(parents.userId, userId), eq(parents.active, true)))
        .orderBy(parents.createdAt);
      return rows.map(scheduleOf);
    },

    async saveSchedule(userId: string, parentId: string, input: ScheduleFields) {
      const [updated] = await db
        .update(parents)
        .set({
          timezone: input.timezone,
          messageTime: input.messageTime,
          checkInsEnabled: input.enabled,
          updatedAt: new Date(),
        })
        .where(and(eq(parents.id, parentId), eq(parents.userId, userId), eq(parents.active, true)))
        .returning();
      if (!updated) throw notFound('parent');
      return scheduleOf(updated);
    },

    async listFamilyMembers(userId: string) {
      const members = await db
        .select()
        .from(familyMembers)
        .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)))
        .orderBy(desc(familyMembers.createdAt));
      const follows = await parentIdsOf(
        db,
        members.map((member) => member.id),
      );
      const emailStatus = await emailStatusesOf(db, userId);
      return members.map((member) => ({
        ...member,
        parentIds: follows.get(member.id) ?? [],
        emailStatus: emailStatus(member.email),
      }));
    },

    async addFamilyMember(userId: string, input: FamilyMemberFields) {
      return db.transaction(async (tx) => {
        await checkParentsOwned(tx, userId, input.parentIds);
        await checkTrialCap(tx, userId, 'familyMember');
        const [created] = await tx
          .insert(familyMembers)
          .values({ userId, ...memberValues(input) })
          .returning();
        await tx.insert(familyMemberParents).values(
          [...new Set(input.parentIds)].map((parentId) => ({
            familyMemberId: created!.id,
            parentId,
          })),
        );
        await askEmailConsent(tx, { userId, address: created!.email, parentIds: input.parentIds });
        return {
          ...created!,
          parentIds: [...new Set(input.parentIds)],
          emailStatus: (await emailStatusesOf(tx, userId))(created!.email),
        };
      });
    },

    async updateFamilyMember(userId: string, memberId: string, input: FamilyMemberFields) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(familyMembers)
          .set({ ...memberValues(input), updatedAt: new Date() })
          .where(
            and(
              eq(familyMembers.id, memberId),
              eq(familyMembers.userId, userId),
              eq(familyMembers.active, true),
            ),
          )
          .returning();
        if (!updated) throw notFound('family member');
        await checkParentsOwned(tx, userId, input.parentIds);
        await resetConsentForNumber(tx, 'family_member', updated.id, updated.cellPhone);
        await tx
          .delete(familyMemberParents)
          .where(eq(familyMemberParents.familyMemberId, memberId));
        await tx.insert(familyMemberParents).values(
          [...new Set(input.parentIds)].map((parentId) => ({
            familyMemberId: memberId,
            parentId,
          })),
        );
        // A new address is asked afresh; one already asked, confirmed or unsubscribed is not.
        await askEmailConsent(tx, { userId, address: updated.email, parentIds: input.parentIds });
        return {
          ...updated,
          parentIds: [...new Set(input.parentIds)],
          emailStatus: (await emailStatusesOf(tx, userId))(updated.email),
        };
      });
    },

    async removeFamilyMember(userId: string, memberId: string) {
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const active = await tx
          .select({ id: familyMembers.id })
          .from(familyMembers)
          .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)));
        if (!active.some((member) => member.id === memberId)) throw notFound('family member');
        if (active.length <= 1) throw new AppError('conflict', familyMessages.lastFamilyMember);
        await tx
          .delete(familyMembers)
          .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
      });
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
