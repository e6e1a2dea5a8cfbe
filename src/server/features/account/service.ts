import { eq, sql } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Clock } from '../../clock';
import { selectRows, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accountMessages, type DeleteAccountInput } from '@/shared/account';
import { product } from '@/shared/product';
import type { BillingService } from '../billing/service';
import type { CheckInService } from '../checkins/service';
import { emailPattern, readAccountTables } from './account-tables';

/** Sign-in secrets are not the owner's data to take away: tokens and password hashes. */
const secretColumns = new Set(['token', 'password', 'access_token', 'refresh_token', 'id_token']);
const withoutSecrets = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !secretColumns.has(column))),
  );

/**
 * Download my data and Delete my account (docs/product.md §6), over the schema as it stands.
 * Rows keyed only by a phone number (inbound texts and calls, the simulator's records) belong
 * to the account when the number is one of its people's and no other account's. The opt-out
 * registry is kept: a number that said STOP must stay stopped, whoever adds it next.
 */
export function createAccountService(deps: {
  db: Database;
  email: EmailChannel;
  billing: BillingService;
  checkIns: CheckInService;
  clock: Clock;
}) {
  const { db, email, billing, checkIns, clock } = deps;

  const accountPhones = (userId: string) =>
    selectRows<{ phone: string }>(
      db,
      sql`with mine as (
            select phone from parents where user_id = ${userId}
            union select cell_phone from family_members where user_id = ${userId}
            union select cell_phone from profiles where user_id = ${userId}
            union select phone from consents where user_id = ${userId}
          )
          select phone from mine where not exists (
            select 1 from parents p where p.phone = mine.phone and p.user_id <> ${userId}
            union all select 1 from family_members f
              where f.cell_phone = mine.phone and f.user_id <> ${userId}
            union all select 1 from profiles f
              where f.cell_phone = mine.phone and f.user_id <> ${userId}
            union all select 1 from consents c
              where c.phone = mine.phone and c.user_id <> ${userId})`,
    ).then((rows) => rows.map((row) => row.phone));

  return {
    /** Everything stored for the account, table by table. */
    async exportData(userId: string) {
      const tables = await readAccountTables(db);
      const [account] = await selectRows<Record<string, unknown>>(
        db,
        sql`select * from users where id = ${userId}`,
      );
      const data: Record<string, unknown> = {};
      for (const table of tables.owned) {
        const naming = sql.join(
          tables.accountColumns[table]!.map((column) => sql`${sql.identifier(column)} = ${userId}`),
          sql` or `,
        );
        const rows = await selectRows<Record<string, unknown>>(
          db,
          sql`select * from ${sql.identifier(table)} where ${naming}`,
        );
        if (table === 'sessions' || table === 'auth_accounts') {
          data[table] = withoutSecrets(rows);
        } else data[table] = rows;
      }
      for (const child of tables.children) {
        data[child.table] = await selectRows(
          db,
          sql`select c.* from ${sql.identifier(child.table)} c
              where c.${sql.identifier(child.column)} in (
                select ${sql.identifier(child.parentColumn)} from ${sql.identifier(child.parent)}
                where user_id = ${userId})`,
        );
      }
      // Only numbers that agreed to this account, and only from their agreement on: typing a
      // number in must not hand over what that person sent anyone else (decision 019).
      const agreed = sql`(select phone, min(verified_at) as since from consents
                          where user_id = ${userId} and status = 'verified' group by phone)`;
      data.phone_records = {
        inbound_sms: await selectRows(
          db,
          sql`select i.* from inbound_sms i join ${agreed} a
                on a.phone = i.from_number and i.received_at >= a.since`,
        ),
        simulator_events: await selectRows(
          db,
          sql`select e.* from simulator_events e join ${agreed} a
                on a.phone = e.phone and e.created_at >= a.since`,
        ),
        phone_opt_outs: await selectRows(
          db,
          sql`select o.* from phone_opt_outs o join ${agreed} a on a.phone = o.phone`,
        ),
        // Calls kept by number alone: a parent's calls to the service's number, with what she
        // heard and answered. Her number may be on file in other accounts too, so the call
        // names none; the number's own agreement to this account is what makes it its data.
        voice_calls: await selectRows(
          db,
          sql`select v.* from voice_calls v join ${agreed} a
                on a.phone in (v.to_number, v.from_number) and v.created_at >= a.since
              where v.user_id is null`,
        ),
      };
      return {
        exportedAt: clock.now().toISOString(),
        product: product.name,
        account,
        data,
      };
    },

    /**
     * Cancels the subscription at the provider, deletes every row of the account, then e-mails
     * the confirmation. A provider failure stops it before anything is deleted. Everyone whose
     * daily check-in stops with it is told (docs/product.md §2.12): what they are told is read before
     * the rows go, and stored, naming no account, after.
     */
    async deleteAccount(userId: string, input: DeleteAccountInput) {
      const [account] = await db
        .select({ email: users.email, name: users.name, code: users.referralCode })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) throw new AppError('unauthorized', 'Please sign in to continue.');
      if (input.email.trim().toLowerCase() !== account.email.toLowerCase())
        throw new AppError('validation_failed', accountMessages.emailMismatch);

      try {
        await billing.cancelForDeletion(userId);
      } catch {
        throw new AppError('unavailable', accountMessages.cancelFailed);
      }

      const tables = await readAccountTables(db);
      const phones = await accountPhones(userId);
      const pattern = emailPattern(account.email);
      // Told only if nobody was told yet: a stop for billing already was (or still waits).
      const farewell = (await billing.stopStillUntold(userId))
        ? await checkIns.planFarewell(userId)
        : [];
      await db.transaction(async (tx) => {
        await checkIns.keepWaitingAfterDeletion(tx, userId);
        if (phones.length > 0) {
          const phoneList = sql.join(
            phones.map((phone) => sql`${phone}`),
            sql`, `,
          );
          await tx.execute(
            sql`delete from inbound_sms where from_number in (${phoneList}) or to_number in (${phoneList})`,
          );
          await tx.execute(sql`delete from simulator_events where phone in (${phoneList})`);
          await tx.execute(
            sql`delete from sms_messages where user_id is null and to_number in (${phoneList})`,
          );
          // Calls to the service's number name no account (inbound-calls.ts): they go by number.
          await tx.execute(
            sql`delete from voice_calls where user_id is null
                and (to_number in (${phoneList}) or from_number in (${phoneList}))`,
          );
        }
        // Rows about the address that carry no account id: sign-in e-mails and links, limits
        // counted per address, the newsletter, the waitlist.
        for (const table of tables.owned) {
          await tx.execute(
            sql`delete from ${sql.identifier(table)} t
                where t.user_id is null and lower(t::text) ~ ${pattern}`,
          );
        }
        for (const table of tables.others) {
          await tx.execute(
            sql`delete from ${sql.identifier(table)} t
                where lower(t::text) ~ ${pattern} or t::text like ${`%${userId}%`}`,
          );
        }
        if (account.code) {
          await tx.execute(
            sql`update users set referred_by_code = null where referred_by_code = ${account.code}`,
          );
        }
        // Every table with user_id goes with the account (ON DELETE CASCADE or SET NULL).
        await tx.delete(users).where(eq(users.id, userId));
        await checkIns.holdFarewell(tx, farewell);
        await email.queue(
          {
            idempotencyKey: `account-deleted:${crypto.randomUUID()}`,
            to: account.email,
            kind: 'account_deleted',
            content: {
              subject: `Your ${product.name} account has been deleted`,
              heading: `Goodbye, ${account.name}`,
              paragraphs: [
                `Your ${product.name} account and everything stored for it have been deleted: your profile, parents, family members, schedules, consents, check-in history, messages, templates, campaigns, content and referrals.`,
                'Your subscription has been cancelled and no further check-ins will be sent. Our payment provider keeps the payment records that billing law requires.',
                `If you did not ask for this, reply to this e-mail or write to ${product.supportEmail}.`,
              ],
            },
          },
          tx,
        );
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
