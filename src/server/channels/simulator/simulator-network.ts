import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { SmsProvider } from '../sms/sms-provider';
import type { VoiceProvider } from '../voice/voice-provider';
import {
  findEvent,
  findEventByReference,
  insertEvent,
  insertEvents,
  newSid,
  updateEvent,
} from './simulator-repository';
import { actionLabels, spokenInput, type CallAction, type CallerAction } from './call-actions';
import { gatherAction, gatherInputs, spokenLanguage, spokenLines } from './twiml-reading';
import type { WebhookPoster } from './webhook-poster';
import { ACCOUNT_SID, DELIVER_JOB, deliverJob, type TextFault } from './simulator-delivery';
import type { CallerIdVerdict } from '@/shared/dev-tools';

export type { CallAction, CallerAction } from './call-actions';

/**
 * How the network treats one phone, for simulations of a provider's bad days: texts that cannot
 * be delivered (the carrier reports undelivered), texts delivered without any delivery report,
 * and calls that fail to connect. Unset: everything works.
 */
export interface PhoneFaults {
  texts?: TextFault;
  calls?: 'failed';
}

/**
 * The local phone network: it accepts the service's texts and calls as the provider would,
 * keeps what it carried, reports delivery, and lets a person (the phone simulator page, or a
 * test) reply or answer. Everything it reports goes in through the real, signed webhooks.
 */
export class SimulatorNetwork {
  private readonly faults = new Map<string, PhoneFaults>();

  /** Makes the network treat `phone` badly from now on (see PhoneFaults). */
  setFaults(phone: string, faults: PhoneFaults) {
    this.faults.set(phone, faults);
  }

  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly poster: WebhookPoster,
    private readonly publicUrl: string,
  ) {}

  readonly smsProvider: SmsProvider = {
    name: 'simulator',
    // The network takes a batch in one write, like a provider's bulk endpoint would. A thousand
    // a batch kept the hand-off at pgbench's pace in bench:engine (decision 020).
    batchSize: 1000,
    sendBatch: async (batch) => {
      const events = batch.map((sms) => ({
        sid: newSid('SM'),
        kind: 'sms',
        direction: 'to_phone',
        phone: sms.to,
        serviceNumber: sms.from,
        body: sms.body,
        clientReference: sms.reference,
        state: 'queued',
        callbacks: { statusCallbackUrl: sms.statusCallbackUrl },
      }));
      await insertEvents(this.db, events);
      // Delivery is reported a moment later, as the carrier's receipts come: one job a batch.
      await this.queue.enqueueMany(
        DELIVER_JOB,
        [
          {
            data: { sids: events.map(({ sid }) => sid) },
            startAfter: new Date(this.queue.now().getTime() + 1000),
          },
        ],
        this.db,
      );
      return events.map(({ sid }) => ({ accepted: { sid, status: 'queued' as const } }));
    },
    findAccepted: async (sms) => {
      const event = await findEventByReference(this.db, sms.reference);
      return event ? { sid: event.sid, status: 'queued' } : undefined;
    },
  };

  readonly voiceProvider: VoiceProvider = {
    name: 'simulator',
    place: async (call) => {
      const sid = newSid('CA');
      await insertEvent(this.db, {
        sid,
        kind: 'call',
        direction: 'to_phone',
        phone: call.to,
        serviceNumber: call.from,
        body: '',
        clientReference: call.reference,
        state: 'ringing',
        callbacks: { statusCallbackUrl: call.statusCallbackUrl, answerUrl: call.answerUrl },
      });
      if (this.faults.get(call.to)?.calls === 'failed') {
        await updateEvent(this.db, sid, { state: 'failed', body: 'The call could not connect.' });
        await this.postCallStatus(sid, 'failed');
        return { sid, status: 'failed' };
      }
      await this.postCallStatus(sid, 'ringing');
      return { sid, status: 'ringing' };
    },
    findPlaced: async (call) => {
      const event = await findEventByReference(this.db, call.reference);
      return event ? { sid: event.sid, status: event.state } : undefined;
    },
  };

  /** Reports a text as sent, then delivered, a moment after the service handed it over. */
  deliverJob() {
    return deliverJob({
      db: this.db,
      poster: this.poster,
      textFault: (phone) => this.faults.get(phone)?.texts,
    });
  }

  /** The person texts the service from `phone`. */
  async textFromPhone(phone: string, serviceNumber: string, body: string) {
    const sid = newSid('SM');
    await insertEvent(this.db, {
      sid,
      kind: 'sms',
      direction: 'from_phone',
      phone,
      serviceNumber,
      body,
      state: 'received',
      callbacks: { statusCallbackUrl: '' },
    });
    await this.poster.post(`${this.publicUrl}/webhooks/sms`, {
      AccountSid: ACCOUNT_SID,
      MessageSid: sid,
      From: phone,
      To: serviceNumber,
      Body: body,
      NumMedia: '0',
    });
    return sid;
  }

  /**
   * The person does something with a ringing call: doesn't answer, is busy, or answers and
   * presses a key, says a word, or stays silent. The call then runs the way the provider runs
   * it: fetch the question, send the answer to the gather URL, follow repeats, hang up.
   */
  async actOnCall(sid: string, action: CallAction, words = ''): Promise<boolean> {
    const event = await findEvent(this.db, sid);
    if (!event || event.kind !== 'call') return false;
    const claimed = await updateEvent(this.db, sid, { state: 'in-progress' }, 'ringing');
    if (!claimed) return false;

    if (action === 'no-answer' || action === 'busy') {
      await updateEvent(this.db, sid, { state: action, body: `You ${actionLabels[action]}.` });
      await this.postCallStatus(sid, action);
      return true;
    }

    await this.postCallStatus(sid, 'in-progress');
    const base = {
      AccountSid: ACCOUNT_SID,
      CallSid: sid,
      From: event.serviceNumber,
      To: event.phone,
    };
    const twiml = await (
      await this.poster.post(event.callbacks.answerUrl ?? '', {
        ...base,
        CallStatus: 'in-progress',
      })
    ).text();
    await this.converse(sid, base, twiml, action, words);
    await this.postCallStatus(sid, 'completed');
    return true;
  }

  /**
   * The person calls the service's number from `phone` (docs/product.md §2.11), and does what
   * `action` says when asked. The provider posts the number's "A call comes in" webhook with the
   * network's verdict on the caller ID (`verdict`; by default a full attestation, as a phone
   * calling from its own line gets); the service answers with its question, says it does not
   * know the number, or says it will call back.
   */
  async callService(
    phone: string,
    serviceNumber: string,
    action: CallerAction,
    words = '',
    verdict: CallerIdVerdict = 'TN-Validation-Passed-A',
  ) {
    const sid = newSid('CA');
    await insertEvent(this.db, {
      sid,
      kind: 'call',
      direction: 'from_phone',
      phone,
      serviceNumber,
      body: '',
      state: 'in-progress',
      callbacks: { statusCallbackUrl: '' },
    });
    const base = { AccountSid: ACCOUNT_SID, CallSid: sid, From: phone, To: serviceNumber };
    const twiml = await (
      await this.poster.post(`${this.publicUrl}/webhooks/voice/inbound`, {
        ...base,
        CallStatus: 'ringing',
        Direction: 'inbound',
        ...(verdict === 'none' ? {} : { StirVerstat: verdict }),
      })
    ).text();
    await this.converse(sid, base, twiml, action, words);
    return sid;
  }

  /**
   * A call's conversation, the way the provider runs it: speak the TwiML, send what the person
   * does to the gather URL, follow the repeats, hang up. Keeps the transcript, and the language
   * the service spoke and listened in, as the provider's call log would.
   */
  private async converse(
    sid: string,
    base: Record<string, string>,
    first: string,
    action: CallAction,
    words: string,
  ) {
    const transcript: string[] = [];
    let twiml = first;
    const language = spokenLanguage(twiml);
    // At most a few rounds: the service repeats the question once, then closes.
    for (let round = 0; round < 4; round++) {
      transcript.push(...spokenLines(twiml).map((line) => `Service: ${line}`));
      const gatherUrl = gatherAction(twiml);
      if (!gatherUrl) break;
      transcript.push(action === 'say' ? `You said "${words}".` : `You ${actionLabels[action]}.`);
      // Like the provider, the call hears only what its question listens for: keys, speech.
      const listens = gatherInputs(twiml);
      const heard = action === 'say' ? { SpeechResult: words } : (spokenInput[action] ?? {});
      twiml = await (
        await this.poster.post(gatherUrl, {
          ...base,
          CallStatus: 'in-progress',
          ...(heard.Digits && listens.includes('dtmf') ? { Digits: heard.Digits } : {}),
          ...(heard.SpeechResult && listens.includes('speech')
            ? { SpeechResult: heard.SpeechResult }
            : {}),
        })
      ).text();
    }
    await updateEvent(this.db, sid, { state: 'completed', body: transcript.join('\n'), language });
  }

  private async postCallStatus(sid: string, status: string) {
    const event = await findEvent(this.db, sid);
    if (!event) return;
    await this.poster.post(event.callbacks.statusCallbackUrl, {
      AccountSid: ACCOUNT_SID,
      CallSid: sid,
      CallStatus: status,
      From: event.serviceNumber,
      To: event.phone,
    });
  }
}
