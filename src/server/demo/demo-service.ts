import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createApp } from '../app';
import type { Config } from '../config';
import { openPglite } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { createAfterResponse } from '../http/after-response';
import type { Logger } from '../logger';
import { createServices, startServices, stopServices } from '../services';
import { driveSimulatedTime } from '../simulation/simulated-time';

export class DemoRefusedError extends Error {}

/**
 * The service as `npm start` runs it on DATA_DIR (same config, services, app and data-dir lock),
 * without listening: requests go in-process, and its clock and pg-boss's read one TestClock that
 * the demo moves forward from `start`.
 */
export async function openDemoService(config: Config, logger: Logger, start: Date) {
  if (config.database.kind !== 'pglite') throw new DemoRefusedError('the demo needs DATA_DIR');
  const dataDir = config.database.dataDir;
  // Refuses (DataDirLockedError) while `npm start` or another demo holds the directory.
  const lock = lockDataDir(dataDir);
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await database.migrate();
    // The engine would run the 30 days for every account in the directory, and pg-boss's
    // schedule there is already past the demo's start: only a fresh directory is used.
    const [accounts] = await database.db.select({ total: count() }).from(users);
    if (Number(accounts?.total ?? 0) > 0)
      throw new DemoRefusedError(
        `${dataDir} already holds accounts; the demo needs a fresh data directory (for example DATA_DIR=./data-demo npm run demo).`,
      );
  } catch (error) {
    await database.close();
    lock.release();
    throw error;
  }

  const bossClock = new TestClock(start);
  const services = createServices({
    config,
    logger,
    database,
    instanceId: `demo-${randomUUID().slice(0, 8)}`,
    clock: { now: () => new Date(bossClock.now()) },
    bossClock,
    // Workers are woken when jobs are ready (driveSimulatedTime); their polls are a backstop.
    pollingIntervalSeconds: 3600,
    work: true,
  });
  await startServices(services);
  const afterResponse = createAfterResponse(logger);
  const app = createApp({
    services,
    worker: services.queue,
    afterResponse,
  });
  services.channels.connectApp(app.fetch);
  const drive = driveSimulatedTime({ db: database.db, queue: services.queue, bossClock });

  return {
    config,
    database,
    services,
    ...drive,
    /** A request as the web app makes it, answered once the work it left running is done. */
    async request(method: string, route: string, cookie?: string, body?: unknown) {
      const response = await app.request(route, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await afterResponse.idle();
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
      // An e-mail link's page answers HTML, not JSON.
      const json = text && response.headers.get('content-type')?.includes('json');
      return { response, json: json ? (JSON.parse(text) as unknown) : undefined };
    },
    async close() {
      await afterResponse.idle();
      await stopServices(services, 5000);
      await database.close();
      lock.release();
    },
  };
}

export type DemoService = Awaited<ReturnType<typeof openDemoService>>;
