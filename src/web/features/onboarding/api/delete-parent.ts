import { apiRequest } from '../../../lib/api-client';

/** Answered 409 when it is the last parent. */
export const deleteParent = (id: string) =>
  apiRequest<void>(`/api/parents/${encodeURIComponent(id)}`, { method: 'DELETE' });
