import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { familyMemberParents, familyMembers, parents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { familyMessages, type familyMemberSchema } from '@/shared/family';
import { resetConsentForNumber } from '../consent/service';
import { emailStatusesOf } from '../email-consent/service';
import { e164, lockOwner, notFound } from './family-writes';
import { checkTrialCap } from './trial-caps';

type FamilyMemberFields = z.output<typeof familyMemberSchema>;

/** Asks a person's e-mail address to agree before anything else is sent there (docs/product.md §3). */
export type AskEmailConsent = (
  tx: Database,
  request: { userId: string; address: string; parentIds: string[] },
) => Promise<void>;

/** The family members told of the parents: at least one, each following some of the parents. */
export function familyMemberOperations(db: Database, askEmailConsent: AskEmailConsent) {
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
    // Told by e-mail only, she may have no cell: stored empty, and never texted or asked.
    return { ...fields, cellPhone: input.cellPhone ? e164(input.cellPhone, input.country) : '' };
  };

  return {
    async listFamilyMembers(userId: string) {
      // Each member with the parents she follows, in one statement.
      const [members, emailStatus] = await Promise.all([
        db
          .select({
            ...getTableColumns(familyMembers),
            // Written out in SQL: Drizzle leaves a one-table select's columns unqualified.
            parentIds: sql<string[]>`coalesce(
              (select array_agg(l.parent_id::text) from family_member_parents l
                where l.family_member_id = family_members.id),
              '{}')`,
          })
          .from(familyMembers)
          .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)))
          .orderBy(desc(familyMembers.createdAt)),
        emailStatusesOf(db, userId),
      ]);
      return members.map((member) => ({ ...member, emailStatus: emailStatus(member.email) }));
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
        if (created!.email)
          await askEmailConsent(tx, {
            userId,
            address: created!.email,
            parentIds: input.parentIds,
          });
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
        // Told by text only, she may have none.
        if (updated.email)
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
