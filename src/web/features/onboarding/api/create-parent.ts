import type { ParentInput } from '../../../../shared/family';
import type { ParentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';

/** Answered 409 with "You can add up to 4 parents." for a fifth. */
export const createParent = async (parent: ParentInput) =>
  (await apiRequest<{ parent: ParentDto }>('/api/parents', { method: 'POST', body: parent }))
    .parent;
