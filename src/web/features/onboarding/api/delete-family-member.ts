import { apiRequest } from '../../../lib/api-client';

/** Answered 409 when it is the last family member. */
export const deleteFamilyMember = (id: string) =>
  apiRequest<void>(`/api/family-members/${encodeURIComponent(id)}`, { method: 'DELETE' });
