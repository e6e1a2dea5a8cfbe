import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job-definition';
import { findEvent, updateEvent } from './simulator-repository';
import type { WebhookPoster } from './webhook-poster';

export const DELIVER_JOB = 'simulator-deliver';
export const ACCOUNT_SID = 'ACsimulator';

/** What the carrier does with texts to one phone; unset, they are delivered and reported. */
export type TextFault = 'undelivered' | 'no-report';

interface DeliveryDeps {
  db: Database;
  poster: WebhookPoster;
  textFault: (phone: string) => TextFault | undefined;
}

/**
 * The carrier's receipts: reports each text of a batch as sent, then delivered (or as the
 * phone's fault has it). A text delivered already is skipped, so a batch tried again reports
 * only what it had not.
 */
export function deliverJob(deps: DeliveryDeps) {
  return defineJob({
    name: DELIVER_JOB,
    // A batch's texts, or one (a test delivers a text by hand).
    payload: z.union([
      z.object({ sid: z.string().min(1) }),
      z.object({ sids: z.array(z.string().min(1)).min(1) }),
    ]),
    queue: { retryLimit: 3, retryDelay: 1 },
    handle: async (payload) => {
      for (const sid of 'sid' in payload ? [payload.sid] : payload.sids) await deliver(deps, sid);
    },
  });
}

async function deliver({ db, poster, textFault }: DeliveryDeps, sid: string) {
  const event = await findEvent(db, sid);
  if (!event || event.state !== 'queued') return;
  const fault = textFault(event.phone);
  if (fault === 'no-report') {
    await updateEvent(db, sid, { state: 'delivered' }, 'queued');
    return;
  }
  const reports: Array<[string, Record<string, string>]> =
    fault === 'undelivered'
      ? [
          ['sent', {}],
          ['undelivered', { ErrorCode: '30003' }],
        ]
      : [
          ['sent', {}],
          ['delivered', {}],
        ];
  for (const [status, extra] of reports) {
    await poster.post(event.callbacks.statusCallbackUrl, {
      AccountSid: ACCOUNT_SID,
      MessageSid: sid,
      MessageStatus: status,
      To: event.phone,
      From: event.serviceNumber,
      ...extra,
    });
  }
  await updateEvent(db, sid, { state: fault ?? 'delivered' }, 'queued');
}
