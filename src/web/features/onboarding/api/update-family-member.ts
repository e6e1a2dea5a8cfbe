import type { FamilyMemberInput } from '../../../../shared/family';
import type { FamilyMemberDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';

export const updateFamilyMember = async (id: string, member: FamilyMemberInput) =>
  (
    await apiRequest<{ familyMember: FamilyMemberDto }>(
      `/api/family-members/${encodeURIComponent(id)}`,
      { method: 'PUT', body: member },
    )
  ).familyMember;
