import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

// What the service's operations read of an account before they act on its subscription.

/** The account's subscription row, if it has one. */
export async function findSubscription(tx: Database, userId: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The owner's sign-in address, given to the provider with each checkout and trial. */
export async function ownerEmailOf(tx: Database, userId: string) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

/** One change to an account's subscription at a time: taken at the start of the transaction. */
export async function lockAccount(tx: Database, userId: string) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
