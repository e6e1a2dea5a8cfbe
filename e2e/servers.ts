/**
 * The servers the journeys run against: one per Playwright worker, each on its own port with
 * its own data directory, so a journey that moves the service's clock or counts the dev
 * mailbox never sees another worker's. scripts/e2e.ts picks the ports (E2E_PORTS, comma
 * separated) and the data directory; without them, one server on port 3100.
 */
export interface E2eServer {
  port: number;
  url: string;
  dataDir: string;
}

export function e2eServers(env: NodeJS.ProcessEnv = process.env): [E2eServer, ...E2eServer[]] {
  const ports = (env.E2E_PORTS ?? '3100').split(',').map(Number);
  const dataDir = env.E2E_DATA_DIR ?? 'test-results/e2e-data';
  const [first, ...others] = ports.map((port, index) => ({
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: `${dataDir}/server-${index + 1}`,
  }));
  if (!first) throw new Error('E2E_PORTS names no port');
  return [first, ...others];
}

/** The server of the worker running this journey (Playwright's parallelIndex, 0-based). */
export function serverFor(parallelIndex: number, env: NodeJS.ProcessEnv = process.env) {
  const servers = e2eServers(env);
  return servers[parallelIndex % servers.length] ?? servers[0];
}
