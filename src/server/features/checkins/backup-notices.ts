import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { QueueSmsInput } from '../../channels/sms/sms-channel';
import type { QueueCallInput } from '../../channels/voice/voice-channel';
import { selectRows, type Database } from '../../db/client';
import { missedReasonText } from '@/shared/check-ins';
import { formatPhone } from '@/shared/phone';
import { product } from '@/shared/product';
import type { CheckIn, Parent, PendingEvent } from './check-in-rows';

/**
 * What a parent's backup contacts are told when nobody in the family took her alert in hand
 * within 15 minutes (docs/product.md §2.15): a cell by text, a landline by a call that speaks
 * it. Only a phone that agreed, for this very number, and has not opted out, hears anything.
 */

export interface BackupContactToTell {
  /** `backup:<id>`: what their ON IT and SHE'S OK are recorded as. */
  key: string;
  firstName: string;
  phone: string;
  phoneKind: 'cell' | 'landline';
}

/** Her backup contacts whose phones agreed (and said no STOP since), in the order added. */
export const backupsToTell = (tx: Database, parentId: string) =>
  selectRows<BackupContactToTell>(
    tx,
    sql`select 'backup:' || b.id as key, b.first_name as "firstName", b.phone,
        b.phone_kind as "phoneKind"
      from backup_contacts b
      join consents c on c.subject_type = 'backup_contact' and c.subject_id = b.id
        and c.status = 'verified' and c.phone = b.phone
      left join phone_opt_outs o on o.phone = b.phone
      where b.parent_id = ${parentId} and not coalesce(o.opted_out, false)
      order by b.created_at, b.id`,
  );

/** What happened, in the words of the alert the family got. */
function whatHappened(checkIn: CheckIn, parent: Parent) {
  const first = parent.firstName;
  switch (checkIn.status) {
    case 'needs_help': {
      const at = checkIn.alertedAt ?? checkIn.updatedAt;
      const time = DateTime.fromJSDate(at, { zone: parent.timezone }).toFormat('h:mm a');
      return `${first} replied NO to today's check-in at ${time} and may need help.`;
    }
    case 'undeliverable':
      return `Today's check-in text to ${first} could not be delivered.`;
    default:
      return `${first} ${missedReasonText(checkIn.missedReason ?? 'no_answer')}.`;
  }
}

/**
 * The texts and calls telling her backups, and the history step naming who was told how. Keyed
 * per alert (its time) and contact: a repeated move tells nobody twice.
 */
export function backupNotices(
  checkIn: CheckIn,
  parent: Parent,
  backups: BackupContactToTell[],
  now: Date,
): { texts: QueueSmsInput[]; calls: QueueCallInput[]; step: PendingEvent } {
  const name = `${parent.firstName} ${parent.lastName}`.trim();
  const first = parent.firstName;
  const happened = whatHappened(checkIn, parent);
  const unclaimed = `No one in ${first}'s family has been on it for 15 minutes, so we are telling you as a backup contact.`;
  const alertKey = (checkIn.alertedAt ?? now).toISOString();
  const context = { checkInId: checkIn.id, notice: 'backups' };
  const texts: QueueSmsInput[] = [];
  const calls: QueueCallInput[] = [];
  for (const backup of backups) {
    const idempotencyKey = `backup:${checkIn.id}:${alertKey}:${backup.key}`;
    if (backup.phoneKind === 'cell')
      texts.push({
        idempotencyKey,
        to: backup.phone,
        body:
          `${product.name} alert about ${name}: ${happened} ${unclaimed} ` +
          `Please call ${first} at ${formatPhone(parent.phone)}. Reply ON IT if you are handling it, ` +
          `or SHE'S OK once you know ${first} is OK. In an emergency, call 911.`,
        kind: 'backup-alert',
        userId: checkIn.userId,
        context: { ...context, recipient: backup.key },
      });
    else
      calls.push({
        idempotencyKey,
        to: backup.phone,
        // Spoken, and said nothing is asked: a landline answers no ON IT (it tells the family by
        // calling them, or goes to her).
        message:
          `Hello. This is ${product.name}, calling because ${name} may need help. ${happened} ` +
          `${unclaimed} Please call ${first} at ${formatPhone(parent.phone)}, or go and check on ${first}. ` +
          `Again, ${first}'s number is ${formatPhone(parent.phone)}. In an emergency, call 911. Goodbye.`,
        inputMode: 'keypad',
        question: 'notice',
        kind: 'backup-alert-call',
        userId: checkIn.userId,
        context: { ...context, recipient: backup.key },
      });
  }
  return {
    texts,
    calls,
    step: {
      at: now,
      kind: 'backups_told',
      detail: {
        told: backups.map((backup) => ({
          recipient: backup.key,
          channels: [backup.phoneKind === 'cell' ? 'sms' : 'voice'],
        })),
      },
    },
  };
}
