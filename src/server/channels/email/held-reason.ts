import { sql, type SQL } from 'drizzle-orm';
import type { EmailRule } from './email-kinds';

export const heldReasons = {
  waiting: 'Waiting for e-mail confirmation.',
  unsubscribed: 'Unsubscribed from e-mail.',
} as const;

/**
 * Why an e-mail may not go to its address (docs/product.md §3), or null when it may: the one place
 * the rule is written. It is an expression the insert that stores the e-mail works out itself,
 * as a text's insert reads the opt-out registry, so a batch of notices costs no extra statement.
 * `userId` and `address` are the e-mail's own (parameters, or a batch row's columns).
 */
export function heldReason(rule: EmailRule, userId: SQL, address: SQL): SQL<string | null> {
  const consent = sql`(select e.status from email_consents e
    where e.user_id = ${userId} and e.address = lower(${address}))`;
  switch (rule) {
    case 'sign-in':
    case 'newsletter':
    case 'no-account':
      return sql`null::text`;
    case 'first-contact':
      return sql`case when ${consent} = 'unsubscribed' then ${heldReasons.unsubscribed}::text end`;
    case 'agreed':
      // The owner signed in with her address: it needs no confirmation, only no unsubscribe.
      return sql`case
        when ${consent} = 'unsubscribed' then ${heldReasons.unsubscribed}::text
        when ${consent} = 'confirmed' then null::text
        when exists (select 1 from users u
          where u.id = ${userId} and lower(u.email) = lower(${address})) then null::text
        else ${heldReasons.waiting}::text end`;
  }
}
