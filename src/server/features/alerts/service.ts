import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkIns, parents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { alertMessages, type AlertView } from '@/shared/alerts';
import {
  checkInStatusLabel,
  missedCallsText,
  missedReasonText,
  type CheckInStatus,
} from '@/shared/check-ins';
import { weekStrips, type CheckInService } from '../checkins/service';
import { nearbyOf } from '../backup-contacts/service';
import type { Clock } from '../../clock';
import { formatPhone } from '@/shared/phone';
import { STRIP_DAYS_SHORT } from '@/shared/week-strip';

const openStatuses: CheckInStatus[] = ['needs_help', 'no_response', 'undeliverable'];
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The alert's page: what one recipient may see and do through their signed link. A link that
 * is forged, expired, for someone no longer told of this parent, or sent to an address or
 * number that is no longer theirs shows nothing.
 */
export function createAlertService(deps: { db: Database; checkIns: CheckInService; clock: Clock }) {
  const { db } = deps;

  async function open(tx: Database, token: string) {
    const reading = deps.checkIns.readAlertLink(token);
    if (!reading.valid) {
      throw reading.reason === 'expired'
        ? new AppError('not_found', alertMessages.expired)
        : new AppError('not_found', alertMessages.invalid);
    }
    const [row] = await tx
      .select({ checkIn: checkIns, parent: parents })
      .from(checkIns)
      .innerJoin(parents, eq(parents.id, checkIns.parentId))
      .where(eq(checkIns.id, reading.link.checkInId));
    const recipient = row
      ? (await deps.checkIns.recipientsOf(tx, row.parent.id)).find(
          (candidate) => candidate.key === reading.link.recipient,
        )
      : undefined;
    // A link sent to an address or number the recipient no longer has is someone else's now.
    if (!row || !recipient || !deps.checkIns.alertLinkStillReaches(reading.link, recipient))
      throw new AppError('not_found', alertMessages.invalid);
    return { ...row, recipient, expiresAt: reading.link.expiresAt };
  }

  async function viewOf(tx: Database, found: Awaited<ReturnType<typeof open>>): Promise<AlertView> {
    const { checkIn, parent, recipient } = found;
    // Only this alert's parent, whom the link's holder is told about: their last seven days.
    const strips = await weekStrips(tx, {
      userId: parent.userId,
      parents: [parent],
      now: deps.clock.now(),
      days: STRIP_DAYS_SHORT,
    });
    const name = `${parent.firstName} ${parent.lastName}`;
    const summary =
      checkIn.status === 'no_response'
        ? `${parent.firstName} ${
            checkIn.retryReason
              ? missedCallsText(checkIn.retryReason, checkIn.missedReason ?? 'no_answer')
              : missedReasonText(checkIn.missedReason ?? 'no_answer')
          }.`
        : checkIn.status === 'undeliverable'
          ? `Today's check-in text to ${parent.firstName} could not be delivered.`
          : `${parent.firstName}'s check-in today: ${checkInStatusLabel(checkIn.status)}.`;
    const open = openStatuses.includes(checkIn.status);
    return {
      parent: {
        firstName: parent.firstName,
        name,
        timezone: parent.timezone,
        // The first step of the ladder (docs/product.md §2.15), for the one who holds a link of
        // hers and is still told of her alerts; a closed day's page needs no number.
        phone: open ? { e164: parent.phone, reading: formatPhone(parent.phone) } : null,
        nearby: open ? await nearbyOf(tx, parent.id) : [],
      },
      day: {
        localDate: checkIn.localDate,
        status: checkIn.status,
        statusLabel: checkInStatusLabel(checkIn.status),
        summary,
        sentAt: iso(checkIn.sentAt),
        respondedAt: iso(checkIn.respondedAt),
        alertedAt: iso(checkIn.alertedAt),
        words: checkIn.responseBody,
        wordsBy: checkIn.responseBody
          ? checkIn.responseChannel === 'voice'
            ? 'call'
            : 'text'
          : null,
      },
      week: strips.get(parent.id) ?? [],
      open,
      claimedBy:
        checkIn.claimedByName && checkIn.claimedAt
          ? { name: checkIn.claimedByName, at: checkIn.claimedAt.toISOString() }
          : null,
      resolvedBy:
        checkIn.resolvedByName && checkIn.resolvedAt
          ? {
              name: checkIn.resolvedByName,
              note: checkIn.resolvedNote ?? '',
              at: checkIn.resolvedAt.toISOString(),
            }
          : null,
      you: { name: recipient.firstName, onIt: checkIn.claimedBy === recipient.key },
      expiresAt: found.expiresAt.toISOString(),
    };
  }

  const act = (token: string, action: { type: 'claim' } | { type: 'resolve'; note: string }) =>
    db.transaction(async (tx) => {
      const found = await open(tx, token);
      const by = { key: found.recipient.key, name: found.recipient.firstName };
      await deps.checkIns.takeInHand(tx, found.checkIn.id, by, action);
      return viewOf(tx, await open(tx, token));
    });

  return {
    view: async (token: string) => viewOf(db, await open(db, token)),
    /** "I'm on it": the first claim counts; a later one shows who holds it. */
    claim: (token: string) => act(token, { type: 'claim' }),
    /** "SHE'S OK": closes an open alert on the parent's behalf, with a note. */
    resolve: (token: string, note: string) => act(token, { type: 'resolve', note }),
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
