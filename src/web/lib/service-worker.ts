/**
 * Registers /service-worker.js only on the hosts the server lists (none in local mode). The
 * server-rendered pages pass the list they came with; the app asks the server for it.
 */
export async function registerServiceWorker(hosts?: string[]) {
  if (!('serviceWorker' in navigator)) return;
  let serviceWorkerHosts = hosts;
  if (!serviceWorkerHosts) {
    const { getPublicConfig } = await import('./api/public-config');
    serviceWorkerHosts = (await getPublicConfig()).serviceWorkerHosts;
  }
  if (serviceWorkerHosts.includes(window.location.hostname.toLowerCase())) {
    await navigator.serviceWorker.register('/service-worker.js');
  }
}
