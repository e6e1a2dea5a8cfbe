import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import type { ChannelDispatch } from '../dispatch';
import { product } from '@/shared/product';
import type { CallQuestion } from '../../db/schema/voice';
import type { PhoneBook } from '../phone-book';
import { isOptedOut, setOptedOut } from '../sms/opt-outs';
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
import type { Language } from '@/shared/languages';
import { callPrompt, callWords, unknownCallerWords, unverifiedCallerWords } from './call-words';
import { answerInboundCall, callBackFor, isAttested, type InboundCall } from './inbound-calls';
import { UnansweredRequestError } from '../unanswered-request';
import { askTwiml, closingTwiml, sayAndHangUp, type CallVoice } from './twiml';
import { PermanentCallError, type OutboundCall, type VoiceProvider } from './voice-provider';

export const PLACE_CALL_JOB = 'voice-place';
const PLACE_RETRY_LIMIT = 3;

export interface QueueCallInput {
  idempotencyKey: string;
  to: string;
  message: string;
  inputMode: InputMode;
  /** The language it speaks and listens in (English when absent). */
  language?: Language;
  /** What it asks: the day's check-in (the default), consent to the daily calls, or nothing. */
  question?: CallQuestion;
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
  /** The Twilio voice of Spanish calls (TWILIO_SPANISH_VOICE). */
  spanishVoice: string;
  /** Who is calling in: the parent at a number, and their language. */
  phoneBook?: PhoneBook;
  /**
   * How long after a request to place a call got no answer the call is looked up at the
   * provider (and placed again only if it is not there): 120 s unless a test shortens it.
   */
  unansweredWaitSeconds?: number;
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
      language: input.language ?? 'en',
      question: input.question ?? 'check_in',
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

    const placing = await markPlacing(db, call.id);
    if (!placing) return;
    try {
      const placed = await provider.place(outbound);
      await recordCallSid(db, call.id, placed.sid);
      await this.advance(call.id, 'placed');
    } catch (error) {
      // Each attempt counts in the row too: an unanswered one is followed by a job of its own.
      const last = lastAttempt || placing.attempts > PLACE_RETRY_LIMIT;
      if (error instanceof PermanentCallError || last) {
        await this.advance(call.id, 'failed', { errorMessage: (error as Error).message });
        return;
      }
      if (error instanceof UnansweredRequestError) {
        // The provider may still place it: looked up only after a while, as the texts are.
        logger.warn({ callId, err: error }, 'voice: no answer to placing; will look it up later');
        const waitMs = (this.options.unansweredWaitSeconds ?? 120) * 1000;
        await this.options.queue.enqueue(
          PLACE_CALL_JOB,
          { callId },
          { startAfter: new Date(this.options.queue.now().getTime() + waitMs) },
        );
        return;
      }
      logger.warn({ callId, err: error }, 'voice: placing failed; will reconcile and retry');
      throw error;
    }
  }

  /** How a call sounds: its language, in the configured voice. */
  private voiceOf(call: Pick<VoiceCall, 'language'>): CallVoice {
    return {
      language: call.language,
      voice: call.language === 'es' ? this.options.spanishVoice : undefined,
    };
  }

  /** The question a call asks, after its message. */
  private ask(call: VoiceCall, gatherUrl: string, repeat: { hint?: string } | false = false) {
    const mode = call.inputMode as InputMode;
    return askTwiml({
      message: call.message,
      mode,
      gatherUrl,
      repeat: Boolean(repeat),
      hint: repeat ? repeat.hint : undefined,
      voice: this.voiceOf(call),
      prompt: callPrompt(call.question, mode, call.language),
    });
  }

  /** The call was answered: ask the question, or say a notice and hang up. Returns TwiML. */
  async answer(callId: string, gatherUrl: (attempt: number) => string): Promise<string> {
    const call = await findCall(this.options.db, callId);
    if (!call) return closingTwiml('no-input');
    await this.advance(call.id, 'in-progress');
    await countPrompt(this.options.db, call.id);
    if (call.question === 'notice') return sayAndHangUp(call.message, this.voiceOf(call));
    return this.ask(call, gatherUrl(1));
  }

  /**
   * Someone called the service's number (docs/product.md §2.11): a parent whose number its carrier
   * vouches for is asked the day's question, and the answer goes where a check-in call's would;
   * anyone else hears that the number is not known. A caller ID nobody vouches for is only a
   * claim (docs/product.md §3): the caller hears the same few words whatever the number, nothing
   * changes, and the parent, if the number is hers, is called back there to answer for herself.
   * Returns TwiML.
   */
  async takeInbound(
    inbound: InboundCall,
    gatherUrl: (callId: string) => (attempt: number) => string,
  ): Promise<string> {
    const deps = {
      db: this.options.db,
      clock: this.options.clock,
      phoneBook: this.options.phoneBook,
    };
    if (!isAttested(inbound)) {
      const callBack = await callBackFor(deps, inbound);
      if (callBack) await this.queue(callBack);
      return sayAndHangUp(unverifiedCallerWords(product.name), { language: 'en' });
    }
    const call = await answerInboundCall(deps, inbound);
    if (!call) return sayAndHangUp(unknownCallerWords(product.name), { language: 'en' });
    await countPrompt(this.options.db, call.id);
    return this.ask(call, gatherUrl(call.id)(1));
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
    const answer = interpretCallInput(input, mode, call.question);

    if (!answer && attempt < 2) {
      await countPrompt(db, call.id);
      const spokeToKeypad = mode === 'keypad' && Boolean(input.speech) && !input.digits;
      return this.ask(call, gatherUrl(attempt + 1), {
        hint: spokeToKeypad ? callWords[call.language].pressAKey : undefined,
      });
    }

    const result = answer ?? 'no-input';
    const heard = [input.digits, input.speech].filter(Boolean).join(' ') || '';
    await db.transaction(async (tx) => {
      const recorded = await recordAnswer(tx, call.id, result, heard);
      if (!recorded) return;
      // Press 9 or "stop calling" works like STOP: the number is opted out at once, and the
      // owners of the number hear of it as they do of a STOP.
      if (result === 'opt-out') {
        const keyword = `call: ${heard}`.slice(0, 40);
        if (await setOptedOut(tx, call.toNumber, true, keyword))
          await dispatch.to.optOutChanged(tx, { phone: call.toNumber, optedOut: true });
      }
      await dispatch.to.callAnswered(tx, recorded);
      // A call that came in has no status reports of its own: it ends with its answer.
      if (call.direction === 'inbound') await advanceCallStatus(tx, call.id, 'completed');
    });
    return closingTwiml(result, this.voiceOf(call), call.question);
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
      if (updated) await this.options.dispatch.to.callStatus(tx, updated);
    });
  }
}
