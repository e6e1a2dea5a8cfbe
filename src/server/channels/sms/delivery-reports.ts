import type { Database } from '../../db/client';
import type { ChannelDispatch } from '../dispatch';
import type { ProviderSmsStatus } from './sms-provider';
import { advanceSmsStatus, fromProviderStatus } from './sms-repository';

/** A delivery report from the provider, as its status webhook gives it. */
export interface DeliveryReport {
  messageId?: string;
  providerSid: string;
  status: string;
  errorCode?: string;
}

const knownProviderStatuses: ReadonlySet<string> = new Set<ProviderSmsStatus>([
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
]);

const isProviderSmsStatus = (status: string): status is ProviderSmsStatus =>
  knownProviderStatuses.has(status);

/**
 * Moves the text forward to the status the provider reports (never back: reports come late and
 * out of order), and tells the dispatch when it moved. A status we do not know is ignored.
 */
export async function takeDeliveryReport(
  deps: { db: Database; dispatch: ChannelDispatch },
  report: DeliveryReport,
) {
  const status = isProviderSmsStatus(report.status) ? fromProviderStatus(report.status) : undefined;
  if (!status) return;
  await deps.db.transaction(async (tx) => {
    const updated = await advanceSmsStatus(
      tx,
      { id: report.messageId, providerSid: report.providerSid },
      status,
      { providerSid: report.providerSid, errorCode: report.errorCode },
    );
    if (updated) await deps.dispatch.to.smsStatus(tx, updated);
  });
}
