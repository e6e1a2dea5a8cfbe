import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { familyMemberParents, familyMembers, parents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { familyMessages, MAX_PARENTS, type parentSchema } from '@/shared/family';
import { resetConsentForNumber, restartConsent } from '../consent/service';
import { e164, lockOwner, notFound } from './family-writes';
import { checkTrialCap } from './trial-caps';

type ParentFields = z.output<typeof parentSchema>;

/** The parents checked on: at most four, at least one, each followed by the family. */
export function parentOperations(db: Database) {
  return {
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
        const [counted] = await tx
          .select({ total: count() })
          .from(parents)
          .where(and(eq(parents.userId, userId), eq(parents.active, true)));
        if ((counted?.total ?? 0) >= MAX_PARENTS)
          throw new AppError('conflict', familyMessages.tooManyParents);
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
  };
}
