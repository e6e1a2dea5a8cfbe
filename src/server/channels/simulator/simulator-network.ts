import type { Database } from '../../db/client';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { SmsProvider } from '../sms/sms-provider';
import type { VoiceProvider } from '../voice/voice-provider';
import {
  findEvent,
  findEventByReference,
  insertEvent,
  newSid,
  updateEvent,
} from './simulator-repository';
import type { WebhookPoster } from './webhook-poster';

const ACCOUNT_SID = 'ACsimulator';
const DELIVER_JOB = 'simulator-deliver';

/** What the person does with a ringing call; `say` speaks the words given with it. */
export type CallAction =
  'press-1' | 'press-2' | 'say-yes' | 'say-no' | 'say' | 'stay-silent' | 'no-answer' | 'busy';

const spokenInput: Record<string, { Digits?: string; SpeechResult?: string }> = {
  'press-1': { Digits: '1' },
  'press-2': { Digits: '2' },
  'say-yes': { SpeechResult: 'Yes' },
  'say-no': { SpeechResult: 'No' },
  'stay-silent': {},
};

const actionLabels: Record<CallAction, string> = {
  'press-1': 'pressed 1',
  'press-2': 'pressed 2',
  'say-yes': 'said "yes"',
  'say-no': 'said "no"',
  say: 'spoke',
  'stay-silent': 'said nothing',
  'no-answer': "didn't answer",
  busy: 'was busy',
};

/**
 * How the network treats one phone, for simulations of a provider's bad days: texts that cannot
 * be delivered (the carrier reports undelivered), texts delivered without any delivery report,
 * and calls that fail to connect. Unset: everything works.
 */
export interface PhoneFaults {
  texts?: 'undelivered' | 'no-report';
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
    send: async (sms) => {
      const sid = newSid('SM');
      await insertEvent(this.db, {
        sid,
        kind: 'sms',
        direction: 'to_phone',
        phone: sms.to,
        serviceNumber: sms.from,
        body: sms.body,
        clientReference: sms.reference,
        state: 'queued',
        callbacks: { statusCallbackUrl: sms.statusCallbackUrl },
      });
      await this.queue.enqueue(DELIVER_JOB, { sid }, { startAfter: 1 });
      return { sid, status: 'queued' };
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
    return defineJob({
      name: DELIVER_JOB,
      payload: z.object({ sid: z.string().min(1) }),
      queue: { retryLimit: 3, retryDelay: 1 },
      handle: async ({ sid }) => {
        const event = await findEvent(this.db, sid);
        if (!event || event.state !== 'queued') return;
        const fault = this.faults.get(event.phone)?.texts;
        if (fault === 'no-report') {
          await updateEvent(this.db, sid, { state: 'delivered' }, 'queued');
          return;
        }
        if (fault === 'undelivered') {
          for (const [status, extra] of [
            ['sent', {}],
            ['undelivered', { ErrorCode: '30003' }],
          ] as const) {
            await this.poster.post(event.callbacks.statusCallbackUrl, {
              AccountSid: ACCOUNT_SID,
              MessageSid: sid,
              MessageStatus: status,
              To: event.phone,
              From: event.serviceNumber,
              ...extra,
            });
          }
          await updateEvent(this.db, sid, { state: 'undelivered' }, 'queued');
          return;
        }
        for (const status of ['sent', 'delivered']) {
          await this.poster.post(event.callbacks.statusCallbackUrl, {
            AccountSid: ACCOUNT_SID,
            MessageSid: sid,
            MessageStatus: status,
            To: event.phone,
            From: event.serviceNumber,
          });
        }
        await updateEvent(this.db, sid, { state: 'delivered' }, 'queued');
      },
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

    const transcript: string[] = [];
    const base = {
      AccountSid: ACCOUNT_SID,
      CallSid: sid,
      From: event.serviceNumber,
      To: event.phone,
    };
    await this.postCallStatus(sid, 'in-progress');
    let twiml = await (
      await this.poster.post(event.callbacks.answerUrl ?? '', {
        ...base,
        CallStatus: 'in-progress',
      })
    ).text();
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
    await updateEvent(this.db, sid, { state: 'completed', body: transcript.join('\n') });
    await this.postCallStatus(sid, 'completed');
    return true;
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

const decodeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The sentences a TwiML response speaks, in order. */
export function spokenLines(twiml: string): string[] {
  return [...twiml.matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((match) =>
    decodeXml(match[1] ?? ''),
  );
}

/** Where a TwiML response sends the caller's answer, if it asks for one. */
export function gatherAction(twiml: string): string | undefined {
  const match = /<Gather\b[^>]*\baction="([^"]*)"/.exec(twiml);
  return match?.[1] ? decodeXml(match[1]) : undefined;
}

/** What a TwiML question listens for: `dtmf`, `speech`, or both. */
export function gatherInputs(twiml: string): string[] {
  const match = /<Gather\b[^>]*\binput="([^"]*)"/.exec(twiml);
  return (match?.[1] ?? 'dtmf').split(/\s+/);
}
