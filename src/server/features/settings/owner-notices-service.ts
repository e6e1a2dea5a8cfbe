import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSettings, consents, profiles } from '../../db/schema';
import type { OwnerNoticePreference, OwnerNotices } from '@/shared/owner-notices';
import type { ConsentService } from '../consent/service';
import { ownerEmailOn, ownerEmailUnsubscribed } from './owner-email-off';

/**
 * How the owner is told of alerts, OK summaries and weekly reports (docs/product.md §2). The engine
 * reads the same row (account_settings.owner_notices) for every notice.
 */
export function createOwnerNoticesService(db: Database, consentService: ConsentService) {
  return {
    async get(userId: string): Promise<OwnerNotices> {
      // Makes sure the owner's cell has its consent row (pending until asked), as the list does.
      await consentService.list(userId);
      const [settings] = await db
        .select({ preference: accountSettings.ownerNotices })
        .from(accountSettings)
        .where(eq(accountSettings.userId, userId));
      const [profile] = await db
        .select({ id: profiles.id, cellPhone: profiles.cellPhone })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const [consent] = profile
        ? await db
            .select({ id: consents.id, status: consents.status, phone: consents.phone })
            .from(consents)
            .where(and(eq(consents.subjectType, 'owner'), eq(consents.subjectId, profile.id)))
        : [];
      return {
        preference: settings?.preference ?? 'email',
        cellPhone: profile?.cellPhone || null,
        cellAgreed: consent?.status === 'verified' && consent.phone === profile?.cellPhone,
        consentId: consent?.id ?? null,
        emailUnsubscribed: await ownerEmailUnsubscribed(db, userId),
      };
    },

    async save(userId: string, preference: OwnerNoticePreference) {
      // Choosing e-mail here, signed in, undoes an unsubscribe from her own e-mails.
      if (preference !== 'sms') await ownerEmailOn(db, userId);
      await db
        .insert(accountSettings)
        .values({ userId, ownerNotices: preference })
        .onConflictDoUpdate({
          target: accountSettings.userId,
          set: { ownerNotices: preference, updatedAt: new Date() },
        });
      return this.get(userId);
    },
  };
}

export type OwnerNoticesService = ReturnType<typeof createOwnerNoticesService>;
