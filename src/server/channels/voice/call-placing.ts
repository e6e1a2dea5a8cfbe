import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { ChannelDispatch } from '../dispatch';
import { isOptedOut } from '../sms/opt-outs';
import { messageOf, UnansweredRequestError } from '../unanswered-request';
import { advanceCall } from './call-progress';
import { findCall, markPlacing, recordCallSid } from './call-repository';
import { PermanentCallError, type OutboundCall, type VoiceProvider } from './voice-provider';

export const PLACE_CALL_JOB = 'voice-place';
const PLACE_RETRY_LIMIT = 3;

export interface CallPlacingDeps {
  db: Database;
  queue: JobQueue;
  provider: VoiceProvider;
  dispatch: ChannelDispatch;
  logger: Logger;
  publicUrl: string;
  /**
   * How long after a request to place a call got no answer the call is looked up at the
   * provider (and placed again only if it is not there): 120 s unless a test shortens it.
   */
  unansweredWaitSeconds?: number;
}

/** The worker's job that places each queued call, retried with backoff. */
export function placeCallJob(deps: CallPlacingDeps) {
  return defineJob({
    name: PLACE_CALL_JOB,
    payload: z.object({ callId: z.string().min(1) }),
    concurrency: 4,
    queue: {
      retryLimit: PLACE_RETRY_LIMIT,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    handle: async ({ callId }, { retryCount }) => {
      await placeCall(deps, callId, retryCount >= PLACE_RETRY_LIMIT);
    },
  });
}

/** One attempt to place the call; safe to repeat (see SmsChannel.send). */
export async function placeCall(deps: CallPlacingDeps, callId: string, lastAttempt = false) {
  const { db, provider, logger, publicUrl } = deps;
  const call = await findCall(db, callId);
  if (!call || (call.status !== 'queued' && call.status !== 'placing')) return;

  const outbound: OutboundCall = {
    to: call.toNumber,
    from: call.fromNumber,
    answerUrl: `${publicUrl}/webhooks/voice/answer?callId=${call.id}`,
    statusCallbackUrl: `${publicUrl}/webhooks/voice/status?callId=${call.id}`,
    reference: call.idempotencyKey,
  };

  if (call.status === 'placing') {
    let placed;
    try {
      placed = await provider.findPlaced(outbound, call.placeStartedAt ?? call.createdAt);
    } catch (error) {
      if (!lastAttempt) throw error;
      // No attempt follows this one: the call is failed (and the check-in moves on at once),
      // not left "placing" for good.
      await advanceCall(deps, call.id, 'failed', { errorMessage: messageOf(error) });
      return;
    }
    if (placed) {
      logger.info({ callId, sid: placed.sid }, 'voice: earlier attempt had placed the call');
      await recordCallSid(db, call.id, placed.sid);
      await advanceCall(deps, call.id, 'placed');
      return;
    }
  }

  // The parent's consent covers the call; a number that opted out gets no call either.
  if (await isOptedOut(db, call.toNumber)) {
    await advanceCall(deps, call.id, 'canceled', { errorMessage: 'The number has opted out.' });
    return;
  }

  const placing = await markPlacing(db, call.id);
  if (!placing) return;
  try {
    const placed = await provider.place(outbound);
    await recordCallSid(db, call.id, placed.sid);
    await advanceCall(deps, call.id, 'placed');
  } catch (error) {
    // Each attempt counts in the row too: an unanswered one is followed by a job of its own.
    const last = lastAttempt || placing.attempts > PLACE_RETRY_LIMIT;
    if (error instanceof PermanentCallError || last) {
      await advanceCall(deps, call.id, 'failed', { errorMessage: messageOf(error) });
      return;
    }
    if (error instanceof UnansweredRequestError) {
      // The provider may still place it: looked up only after a while, as the texts are.
      logger.warn({ callId, err: error }, 'voice: no answer to placing; will look it up later');
      const waitMs = (deps.unansweredWaitSeconds ?? 120) * 1000;
      await deps.queue.enqueue(
        PLACE_CALL_JOB,
        { callId },
        { startAfter: new Date(deps.queue.now().getTime() + waitMs) },
      );
      return;
    }
    logger.warn({ callId, err: error }, 'voice: placing failed; will reconcile and retry');
    throw error;
  }
}
