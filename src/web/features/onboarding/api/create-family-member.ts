import type { FamilyMemberInput } from '../../../../shared/family';
import type { FamilyMemberDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';

export const createFamilyMember = async (member: FamilyMemberInput) =>
  (
    await apiRequest<{ familyMember: FamilyMemberDto }>('/api/family-members', {
      method: 'POST',
      body: member,
    })
  ).familyMember;
