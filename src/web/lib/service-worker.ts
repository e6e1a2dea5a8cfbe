import type { PublicConfig } from '../../shared/public-site';
import { apiRequest } from './api-client';

/** Registers /service-worker.js only on the hosts the server lists (none in local mode). */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorkerHosts } = await apiRequest<PublicConfig>('/api/public-config');
  if (serviceWorkerHosts.includes(window.location.hostname.toLowerCase())) {
    await navigator.serviceWorker.register('/service-worker.js');
  }
}
