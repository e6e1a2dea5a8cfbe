import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { product } from '@/shared/product';
import type { CallQuestion } from '../../db/schema/voice';
import type { PhoneBook } from '../phone-book';
import { setOptedOut } from '../sms/opt-outs';
import { interpretCallInput, type InputMode } from './call-answers';
import { askTwimlFor, voiceOf } from './call-asking';
import { placeCall, placeCallJob, PLACE_CALL_JOB, type CallPlacingDeps } from './call-placing';
import { advanceCall, callStatusOfReport } from './call-progress';
import {
  advanceCallStatus,
  countPrompt,
  findCall,
  insertCall,
  recordAnswer,
  type VoiceCall,
} from './call-repository';
import type { Language } from '@/shared/languages';
import { callWords, unknownCallerWords, unverifiedCallerWords } from './call-words';
import { answerInboundCall, callBackFor, isAttested, type InboundCall } from './inbound-calls';
import { closingTwiml, sayAndHangUp } from './twiml';

export { PLACE_CALL_JOB } from './call-placing';

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

/** What placing a call takes (call-placing.ts), and what the calls say and who calls in. */
export interface VoiceChannelOptions extends CallPlacingDeps {
  /** Stamps each call's creation (see create-channels.ts); placing times stay real. */
  clock: Clock;
  fromNumber: string;
  /** The Twilio voice of Spanish calls (TWILIO_SPANISH_VOICE). */
  spanishVoice: string;
  /** Who is calling in: the parent at a number, and their language. */
  phoneBook?: PhoneBook;
}

/**
 * Calls out: placing each call once (call-placing.ts), the spoken question, one repeat when
 * nothing is heard, the answer (keypad or speech), and the call's final status.
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
    return placeCallJob(this.options);
  }

  /** One attempt to place the call; safe to repeat (see SmsChannel.send). */
  place(callId: string, lastAttempt = false) {
    return placeCall(this.options, callId, lastAttempt);
  }

  /** The question a call asks, after its message. */
  private ask(call: VoiceCall, gatherUrl: string, repeat: { hint?: string } | false = false) {
    return askTwimlFor(call, { gatherUrl, spanishVoice: this.options.spanishVoice, repeat });
  }

  /** The call was answered: ask the question, or say a notice and hang up. Returns TwiML. */
  async answer(callId: string, gatherUrl: (attempt: number) => string): Promise<string> {
    const call = await findCall(this.options.db, callId);
    if (!call) return closingTwiml('no-input');
    await advanceCall(this.options, call.id, 'in-progress');
    await countPrompt(this.options.db, call.id);
    if (call.question === 'notice')
      return sayAndHangUp(call.message, voiceOf(call, this.options.spanishVoice));
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
    const mode = call.inputMode;
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
    // A consent call may say its own thanks (a backup contact agrees to alerts, not to daily
    // calls): words its sender put in the call's context.
    const saidAfterYes = call.context.saidAfterYes;
    if (result === 'agree' && typeof saidAfterYes === 'string')
      return sayAndHangUp(saidAfterYes, voiceOf(call, this.options.spanishVoice));
    return closingTwiml(result, voiceOf(call, this.options.spanishVoice), call.question);
  }

  /** A call status report from the provider. */
  async handleStatus(callId: string, providerStatus: string) {
    const status = callStatusOfReport(providerStatus);
    if (!status) return;
    await advanceCall(this.options, callId, status);
  }
}
