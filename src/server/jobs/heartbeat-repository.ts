import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workerHeartbeats } from '../db/schema';

export type WorkerHeartbeat = typeof workerHeartbeats.$inferSelect;

export async function recordWorkerStart(db: Database, instanceId: string, role: string, at: Date) {
  await db
    .insert(workerHeartbeats)
    .values({ instanceId, role, startedAt: at })
    .onConflictDoUpdate({ target: workerHeartbeats.instanceId, set: { role, startedAt: at } });
}

export async function recordSweep(db: Database, instanceId: string, at: Date) {
  await db
    .update(workerHeartbeats)
    .set({ lastSweepAt: at })
    .where(eq(workerHeartbeats.instanceId, instanceId));
}

export async function findHeartbeat(db: Database, instanceId: string) {
  const rows = await db
    .select()
    .from(workerHeartbeats)
    .where(eq(workerHeartbeats.instanceId, instanceId));
  return rows[0];
}
