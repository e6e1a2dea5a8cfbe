import type { ParentInput } from '../../../../shared/family';
import type { ParentDto } from '../../../../shared/onboarding';
import { apiRequest } from '../../../lib/api-client';

export const updateParent = async (id: string, parent: ParentInput) =>
  (
    await apiRequest<{ parent: ParentDto }>(`/api/parents/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: parent,
    })
  ).parent;
