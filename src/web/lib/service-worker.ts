/**
 * Registers /service-worker.js when this page's host is one of `hosts`, the hosts the server
 * lists (none in local mode). The server-rendered pages have the list in their data; the app
 * asks the server for it (main.tsx).
 */
export async function registerServiceWorkerOn(hosts: string[]) {
  if (!('serviceWorker' in navigator)) return;
  if (hosts.includes(window.location.hostname.toLowerCase())) {
    await navigator.serviceWorker.register('/service-worker.js');
  }
}
