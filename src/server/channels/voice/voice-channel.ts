import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { ChannelDispatch } from '../dispatch';
import { isOptedOut } from '../sms/opt-outs';
import { interpretCallInput, type InputMode } from './call-answers';
import {
  advanceCallStatus,
  countPrompt,
  findCall,
  insertCall,
  isCallStatus,
  markPlacing,
  recordAnswer,
  recordCallSid,
  type CallStatus,
  type VoiceCall,
} from './call-repository';
import { askTwiml, closingTwiml } from './twiml';
import { PermanentCallError, type OutboundCall, type VoiceProvider } from './voice-provider';

export const PLACE_CALL_JOB = 'voice-place';
const PLACE_RETRY_LIMIT = 3;

export interface QueueCallInput {
  idempotencyKey: string;
  to: string;
  message: string;
  inputMode: InputMode;
  kind: string;
  context?: Record<string, unknown>;
  /** The account it is sent for: its message history, its data export and deletion. */
  userId?: string;
}

export interface VoiceChannelOptions {
  db: Database;
  /** Stamps each call's creation (see create-channels.ts); placing times stay real. */
  clock: Clock;
  queue: JobQueue;
  provider: VoiceProvider;
  dispatch: ChannelDispatch;
  logger: Logger;
  publicUrl: string;
  fromNumber: string;
}

/**
 * Calls out: placing each call once, the spoken question, one repeat when nothing is heard,
 * the answer (keypad or speech), and the call's final status.
 */
export class VoiceChannel {
  constructor(private readonly options: VoiceChannelOptions) {}

  async queue(input: QueueCallInput, tx?: Database): Promise<VoiceCall> {
    const { call, created } = await insertCall(tx ?? this.options.db, {
      idempotencyKey: input.idempotencyKey,
      toNumber: input.to,
      fromNumber: this.options.fromNumber,
      message: input.message,
      inputMode: input.inputMode,
      kind: input.kind,
      context: input.context ?? {},
      userId: input.userId ?? null,
      createdAt: this.options.clock.now(),
    });
    if (created) {
      await this.options.queue.enqueue(PLACE_CALL_JOB, { callId: call.id }, { id: call.id }, tx);
    }
    return call;
  }

  placeJob() {
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
        await this.place(callId, retryCount >= PLACE_RETRY_LIMIT);
      },
    });
  }

  /** One attempt to place the call; safe to repeat (see SmsChannel.send). */
  async place(callId: string, lastAttempt = false) {
    const { db, provider, logger, publicUrl } = this.options;
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
        await this.advance(call.id, 'failed', { errorMessage: (error as Error).message });
        return;
      }
      if (placed) {
        logger.info({ callId, sid: placed.sid }, 'voice: earlier attempt had placed the call');
        await recordCallSid(db, call.id, placed.sid);
        await this.advance(call.id, 'placed');
        return;
      }
    }

    // The parent's consent covers the call; a number that opted out gets no call either.
    if (await isOptedOut(db, call.toNumber)) {
      await this.advance(call.id, 'canceled', { errorMessage: 'The number has opted out.' });
      return;
    }

    if (!(await markPlacing(db, call.id))) return;
    try {
      const placed = await provider.place(outbound);
      await recordCallSid(db, call.id, placed.sid);
      await this.advance(call.id, 'placed');
    } catch (error) {
      if (error instanceof PermanentCallError || lastAttempt) {
        await this.advance(call.id, 'failed', { errorMessage: (error as Error).message });
        return;
      }
      logger.warn({ callId, err: error }, 'voice: placing failed; will reconcile and retry');
      throw error;
    }
  }

  /** The call was answered: ask the question. Returns TwiML. */
  async answer(callId: string, gatherUrl: (attempt: number) => string): Promise<string> {
    const call = await findCall(this.options.db, callId);
    if (!call) return closingTwiml('no-input');
    await this.advance(call.id, 'in-progress');
    await countPrompt(this.options.db, call.id);
    return askTwiml({
      message: call.message,
      mode: call.inputMode as InputMode,
      gatherUrl: gatherUrl(1),
      repeat: false,
    });
  }

  /**
   * What the person pressed or said (or nothing). An answer is recorded and handed to the
   * owner; nothing recognisable gets one repeat of the question, then counts as no input.
   */
  async gather(
    callId: string,
    attempt: number,
    input: { digits?: string; speech?: string },
    gatherUrl: (attempt: number) => string,
  ): Promise<string> {
    const { db, dispatch } = this.options;
    const call = await findCall(db, callId);
    if (!call) return closingTwiml('no-input');
    const mode = call.inputMode as InputMode;
    const answer = interpretCallInput(input, mode);

    if (!answer && attempt < 2) {
      await countPrompt(db, call.id);
      const spokeToKeypad = mode === 'keypad' && Boolean(input.speech) && !input.digits;
      return askTwiml({
        message: call.message,
        mode,
        gatherUrl: gatherUrl(attempt + 1),
        repeat: true,
        hint: spokeToKeypad ? 'Please press 1 or 2.' : undefined,
      });
    }

    const result = answer ?? 'no-input';
    await db.transaction(async (tx) => {
      const recorded = await recordAnswer(
        tx,
        call.id,
        result,
        [input.digits, input.speech].filter(Boolean).join(' ') || '',
      );
      if (recorded) await dispatch.emit('callAnswered', { call: recorded, tx });
    });
    return closingTwiml(result);
  }

  /** A call status report from the provider. */
  async handleStatus(callId: string, providerStatus: string) {
    const status: CallStatus | undefined =
      providerStatus === 'initiated' || providerStatus === 'queued'
        ? 'placed'
        : isCallStatus(providerStatus)
          ? providerStatus
          : undefined;
    if (!status) return;
    await this.advance(callId, status);
  }

  private async advance(
    id: string,
    status: CallStatus,
    details: Parameters<typeof advanceCallStatus>[3] = {},
  ) {
    await this.options.db.transaction(async (tx) => {
      const updated = await advanceCallStatus(tx, id, status, details);
      if (updated) await this.options.dispatch.emit('callStatus', { call: updated, tx });
    });
  }
}
