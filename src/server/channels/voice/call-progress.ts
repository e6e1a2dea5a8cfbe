import type { Database } from '../../db/client';
import type { ChannelDispatch } from '../dispatch';
import { advanceCallStatus, isCallStatus, type CallStatus } from './call-repository';

/**
 * Moves a call to `status` if that is a step forward, and tells the dispatch (the check-in
 * engine) when it moved, in the same transaction.
 */
export async function advanceCall(
  deps: { db: Database; dispatch: ChannelDispatch },
  id: string,
  status: CallStatus,
  details: Parameters<typeof advanceCallStatus>[3] = {},
) {
  await deps.db.transaction(async (tx) => {
    const updated = await advanceCallStatus(tx, id, status, details);
    if (updated) await deps.dispatch.to.callStatus(tx, updated);
  });
}

/** The status a provider's report means for the call; undefined for one we do not know. */
export function callStatusOfReport(providerStatus: string): CallStatus | undefined {
  if (providerStatus === 'initiated' || providerStatus === 'queued') return 'placed';
  return isCallStatus(providerStatus) ? providerStatus : undefined;
}
