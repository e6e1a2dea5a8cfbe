import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { createAfterResponse } from './http/after-response';
import { createLogger } from './logger';
import { webDistFolder } from './paths';
import { createServices, startServices, stopServices } from './services';

// Everything left running when a stop signal arrives has this long to finish before the
// process exits anyway; orchestrators usually send SIGKILL a little after 10 s.
const SHUTDOWN_DEADLINE_MS = 10_000;
/** How long an idle kept-alive connection stays open (see below). */
const KEEP_ALIVE_MS = 65_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config);
  const instanceId = `${config.role}-${randomUUID().slice(0, 8)}`;

  let lock: DataDirLock | undefined;
  let database: DatabaseHandle;
  if (config.database.kind === 'pglite') {
    try {
      lock = lockDataDir(config.database.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
    database = await openPglite(path.join(config.database.dataDir, 'pglite'));
  } else {
    database = await openPostgres(config.database.url);
  }

  await database.migrate();
  logger.info({ database: database.kind }, 'database ready, migrations applied');

  const services = createServices({ config, logger, database, instanceId });
  await startServices(services);

  // `npm run dev` serves the pages through Vite, so an API without a built web app is normal there.
  const webRoot =
    config.role !== 'worker' && existsSync(path.join(webDistFolder, 'index.html'))
      ? webDistFolder
      : undefined;
  if (config.role !== 'worker' && !webRoot) {
    logger.warn('the web app is not built (npm run build); serving the API only');
  }

  let shuttingDown = false;
  const afterResponse = createAfterResponse(logger);
  const app = createApp({
    services,
    worker: services.works ? services.queue : undefined,
    runSchedulesNow: () => services.queue.runSchedulesNow(services.jobs),
    webRoot,
    afterResponse,
    isShuttingDown: () => shuttingDown,
  });

  services.channels.connectApp(app.fetch);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shownHost =
      config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    logger.info(
      { role: config.role, instanceId, providers: config.providers },
      `Listening on http://${shownHost}:${info.port} (public URL ${config.publicUrl})`,
    );
    // The dev pages show every e-mail, sign-in links included, to anyone who can reach them.
    if (config.localMode && !['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
      logger.warn(
        `HOST=${config.host} exposes the local tools (mailbox with sign-in links, phone simulator) to the network; use APP_ENV=production for a reachable server`,
      );
    }
    if (config.localMode && config.role !== 'worker') {
      logger.info(
        `Local tools: ${config.publicUrl}/dev (clock), ${config.publicUrl}/dev/mailbox, ${config.publicUrl}/dev/phone`,
      );
    }
  });

  // An idle kept-alive connection is closed after a minute, not Node's 5 s: a client whose own
  // pool keeps sockets for 5 s (Node's agent, Playwright's) could send on one in the instant the
  // server closed it, and read ECONNRESET (seen once, polling the dev mailbox on a busy machine);
  // behind a load balancer, its 60 s idle limit must run out before ours.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();

    // Stop taking connections, let in-flight requests finish, then stop the worker (its running
    // jobs finish too) and only then close the database they all use.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await closed;
    // Sign-in e-mails whose requests were answered are still to be queued.
    await afterResponse.idle();
    await stopServices(services, SHUTDOWN_DEADLINE_MS - 2000);
    await database.close();
    lock?.release();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('fatal: the service could not start');
  console.error(error);
  process.exit(1);
});
