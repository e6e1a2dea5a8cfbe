import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { simulatorEvents } from '../../db/schema';

export type SimulatorEvent = typeof simulatorEvents.$inferSelect;

/** Provider-style ids: SM + 32 hex for texts, CA + 32 hex for calls. */
export function newSid(prefix: 'SM' | 'CA') {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

export async function insertEvent(db: Database, event: typeof simulatorEvents.$inferInsert) {
  const [row] = await db.insert(simulatorEvents).values(event).returning();
  if (!row) throw new Error('simulator event not stored');
  return row;
}

/** Stores many events in one statement (a batch of texts handed over at once). */
export async function insertEvents(db: Database, events: (typeof simulatorEvents.$inferInsert)[]) {
  if (events.length === 0) return;
  await insertJsonRows(db, simulatorEvents, events, { returning: false });
}

export async function findEvent(db: Database, sid: string) {
  const [row] = await db.select().from(simulatorEvents).where(eq(simulatorEvents.sid, sid));
  return row;
}

export async function findEventByReference(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(simulatorEvents)
    .where(eq(simulatorEvents.clientReference, reference));
  return row;
}

export async function updateEvent(
  db: Database,
  sid: string,
  change: { state?: string; body?: string; language?: string },
  onlyFromState?: string,
) {
  const [row] = await db
    .update(simulatorEvents)
    .set({ ...change, updatedAt: new Date() })
    .where(
      onlyFromState
        ? and(eq(simulatorEvents.sid, sid), eq(simulatorEvents.state, onlyFromState))
        : eq(simulatorEvents.sid, sid),
    )
    .returning();
  return row;
}

export async function listThreads(db: Database) {
  return selectRows<{
    phone: string;
    last_body: string;
    last_kind: string;
    last_at: Date | string;
    event_count: number;
    ringing: boolean;
  }>(
    db,
    sql`select distinct on (phone)
          phone, body as last_body, kind as last_kind, created_at as last_at,
          count(*) over (partition by phone)::int as event_count,
          bool_or(kind = 'call' and state = 'ringing') over (partition by phone) as ringing
        from simulator_events
        order by phone, created_at desc`,
  );
}

export async function listThread(db: Database, phone: string) {
  return db
    .select()
    .from(simulatorEvents)
    .where(eq(simulatorEvents.phone, phone))
    .orderBy(desc(simulatorEvents.createdAt))
    .limit(300);
}
