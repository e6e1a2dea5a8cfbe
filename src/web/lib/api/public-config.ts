import { publicConfigSchema } from '@/shared/public-site';
import { apiRequest } from '../api-client';

// Apart from its query (public-config-query.ts) so the server-rendered public pages, which
// register the service worker with it, do not bundle the query library.
export const getPublicConfig = (signal?: AbortSignal) =>
  apiRequest('/api/public-config', publicConfigSchema, { signal });
