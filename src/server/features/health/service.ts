import { migrationsApplied } from '../../db/client';
import type { HealthDependencies } from './routes';

type CheckResult = 'ok' | 'failing' | 'not in this role';

export interface Readiness {
  status: 'ready' | 'not ready';
  checks: { database: CheckResult; migrations: CheckResult; worker: CheckResult };
}

export async function checkReadiness(deps: HealthDependencies): Promise<Readiness> {
  const databaseOk = await deps.database.ping();
  const migrationsOk = databaseOk && (await migrationsApplied(deps.database.db));
  const workerCheck: CheckResult = deps.worker
    ? deps.worker.isWorking()
      ? 'ok'
      : 'failing'
    : 'not in this role';
  const ready = databaseOk && migrationsOk && workerCheck !== 'failing' && !deps.isShuttingDown();
  return {
    status: ready ? 'ready' : 'not ready',
    checks: {
      database: databaseOk ? 'ok' : 'failing',
      migrations: migrationsOk ? 'ok' : 'failing',
      worker: workerCheck,
    },
  };
}
