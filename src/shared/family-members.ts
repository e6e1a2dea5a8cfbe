import { z } from './zod';
import { isoInstant } from './api-response';
import { emailConsentStatuses } from './email-consent';
import { notificationPreferences } from './family';

/** A family member as /api/family-members answers it, with the parents they follow. */
export const familyMemberDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  cellPhone: z.string(),
  email: z.string(),
  city: z.string(),
  state: z.string(),
  zipOrCounty: z.string(),
  country: z.string(),
  notificationPreference: z.enum(notificationPreferences),
  parentIds: z.array(z.string()),
  /** Whether their address agreed to e-mail (docs/product.md §3); nothing else goes there until. */
  emailStatus: z.enum(emailConsentStatuses),
  createdAt: isoInstant,
});
export type FamilyMemberDto = z.infer<typeof familyMemberDtoSchema>;

export const familyMemberListResponse = z.object({
  familyMembers: z.array(familyMemberDtoSchema),
});
export const familyMemberResponse = z.object({ familyMember: familyMemberDtoSchema });
