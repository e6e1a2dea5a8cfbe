import { getPublicConfig } from './api/public-config';

/** Registers /service-worker.js only on the hosts the server lists (none in local mode). */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorkerHosts } = await getPublicConfig();
  if (serviceWorkerHosts.includes(window.location.hostname.toLowerCase())) {
    await navigator.serviceWorker.register('/service-worker.js');
  }
}
