import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { checkReadiness } from './service';

export interface HealthDependencies {
  database: DatabaseHandle;
  /** Undefined when this process's role does not include the worker. */
  worker?: { isWorking(): boolean };
  isShuttingDown(): boolean;
}

export function healthRoutes(deps: HealthDependencies) {
  return (
    new Hono<AppEnv>()
      // Liveness: the process answers. Deliberately touches nothing else, so a slow database
      // never gets a healthy process restarted.
      .get('/healthz', (c) => c.json({ status: 'ok' }))
      .get('/readyz', async (c) => {
        const readiness = await checkReadiness(deps);
        return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
      })
  );
}
