import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { SEND_EMAIL_JOB } from '../channels/email/email-channel';
import { SEND_SMS_JOB } from '../channels/sms/sms-channel';
import { PLACE_CALL_JOB } from '../channels/voice/voice-channel';
import { checkIns, emails, simulatorEvents, smsMessages, voiceCalls } from '../db/schema';
import { signInAs } from './sign-in';
import type { TestHarness } from './test-app';
import type { CallerIdVerdict } from '../../shared/dev-tools';

const MINUTE = 60_000;

/** A clock a test moves by hand. */
export function movableClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
    advance: (minutes: number) => {
      current = new Date(current.getTime() + minutes * MINUTE);
    },
  };
}

export interface Family {
  owner: string;
  ownerEmail: string;
  parentId: string;
  parentPhone: string;
  /** Family members by preference; `unverified` is an sms member who never agreed. */
  members: { sms: string; email: string; both: string; unverified: string };
  memberEmails: { email: string; both: string };
}

/**
 * The check-in engine's world as the phones and inboxes see it: accounts set up through the
 * API, parents answering through the phone simulator's signed webhooks, and what each phone
 * and inbox received. Jobs are worked by hand, as a worker would.
 */
export function engineWorld(
  harness: TestHarness,
  options: {
    areaCode?: string;
    /** The test's clock, when it can be moved: lets a consent that waits for 9:00 AM go. */
    clock?: Pick<ReturnType<typeof movableClock>, 'now' | 'set'>;
  } = {},
) {
  const areaCode = options.areaCode ?? '718';
  let phoneSeq = 100;
  const nextPhone = () => {
    phoneSeq += 1;
    return { typed: `(${areaCode}) 555-0${phoneSeq}`, e164: `+1${areaCode}5550${phoneSeq}` };
  };

  const api = async (cookie: string, method: string, path: string, body?: unknown) => {
    const response = await harness.app.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };

  const simulator = () => harness.services.channels.simulator!;
  const serviceNumber = () => harness.config.sms.fromNumber;
  const db = harness.database.db;

  /**
   * Works every queued text, e-mail and simulated delivery until nothing is left, as workers
   * would.
   */
  async function drain() {
    for (let round = 0; round < 10; round += 1) {
      const queued = await db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(inArray(smsMessages.status, ['queued', 'sending']));
      const undelivered = await db
        .select({ sid: simulatorEvents.sid })
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.kind, 'sms'), eq(simulatorEvents.state, 'queued')));
      const unsent = await db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.status, 'queued'));
      if (queued.length === 0 && undelivered.length === 0 && unsent.length === 0) return;
      if (queued.length > 0) await harness.runJob(SEND_SMS_JOB, {});
      for (const { sid } of undelivered) await harness.runJob('simulator-deliver', { sid });
      for (const { id } of unsent) await harness.runJob(SEND_EMAIL_JOB, { emailId: id });
    }
  }

  /** The texts a phone received, oldest first (what the person read). */
  const textsTo = async (phone: string) =>
    (
      await db
        .select()
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.phone, phone), eq(simulatorEvents.direction, 'to_phone')))
        .orderBy(asc(simulatorEvents.createdAt))
    )
      .filter((event) => event.kind === 'sms')
      .map((event) => event.body);

  /** The e-mails of a kind the transport delivered to an address (what its inbox shows). */
  const emailsTo = (address: string, kind = 'family-notice') =>
    db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, address), eq(emails.kind, kind), eq(emails.status, 'sent')));

  /** A link an e-mail's text shows after `label: ` (as a person reads it), as a path of the app. */
  const linkIn = (email: typeof emails.$inferSelect, label: string) => {
    const url = new RegExp(`${label}: (\\S+)`).exec(email.textBody)?.[1];
    if (!url) throw new Error(`no "${label}" link in e-mail ${email.kind} to ${email.toAddress}`);
    return new URL(url).pathname;
  };

  /** POSTs to a link of an e-mail as its page's button does: no session, no Origin. */
  const postLink = async (path: string, body = '') => {
    const response = await harness.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  /**
   * The person at `address` opens the confirmation e-mail she received and presses its button,
   * as a real family member agrees to e-mail (docs/product.md §3).
   */
  async function confirmEmail(address: string) {
    const [confirmation] = await emailsTo(address, 'email-confirmation');
    if (!confirmation) throw new Error(`no confirmation e-mail reached ${address}`);
    await postLink(linkIn(confirmation, 'Confirm my e-mail'));
  }

  /** RFC 8058 one-click unsubscribe from an e-mail's link, as a mail provider sends it. */
  const unsubscribeFrom = (email: typeof emails.$inferSelect) =>
    postLink(linkIn(email, 'Unsubscribe'), 'List-Unsubscribe=One-Click');

  const checkInOf = async (parentId: string) =>
    db.select().from(checkIns).where(eq(checkIns.parentId, parentId));

  const text = (from: string, body: string) =>
    simulator().textFromPhone(from, serviceNumber(), body);

  /**
   * Presses Send for a consent. Asked before 9:00 AM their time (most files start at 8:00 AM in
   * New York), the request waits for their morning (docs/product.md §3): then the clock goes to that
   * morning and the worker's sweep sends it. Answers the API's answer and the clock it found.
   */
  async function askConsent(owner: string, consentId: string) {
    const sent = (await api(owner, 'POST', `/api/consents/${consentId}/send`)) as {
      consent: { channel: string; waitsUntil: { at: string } | null };
    };
    const before = options.clock?.now();
    const waits = sent.consent.waitsUntil;
    if (waits) {
      if (!options.clock)
        throw new Error('a consent waits for 9:00 AM: give engineWorld the clock');
      options.clock.set(waits.at);
      await harness.services.consent.sendDueReminders();
    }
    await drain();
    return { ...sent, before: waits ? before : undefined };
  }

  /**
   * Sends each listed consent request and answers it from that phone. A family set up here is
   * one that agreed, not a test of the hour: a request that waited for the morning is answered
   * then, and the clock goes back to where the test was.
   */
  async function agreeAll(owner: string, skip: string[] = []) {
    const { consents } = (await api(owner, 'GET', '/api/consents')) as {
      consents: { id: string; phone: string; status: string }[];
    };
    for (const consent of consents) {
      if (skip.includes(consent.phone) || consent.status === 'verified') continue;
      const sent = await askConsent(owner, consent.id);
      // A parent checked on by call is asked on a call: she presses 1.
      if (sent.consent.channel === 'voice') {
        await answerLatestCall(consent.phone, 'press-1');
      } else {
        const request = (await textsTo(consent.phone)).at(-1) ?? '';
        const code = /(?:Reply Y|Responda SÍ) (\d{4})/.exec(request)?.[1];
        await text(consent.phone, code ? `Y ${code}` : 'Y');
      }
      if (sent.before) options.clock!.set(sent.before.toISOString());
    }
  }

  /** A set-up account: one parent (New York, 9:00 AM), four followers, consent, a trial. */
  async function setUpFamily(
    label: string,
    setUp: {
      trial?: boolean;
      parentPhone?: string;
      parentAgrees?: boolean;
      /** More of the parent's fields: their language, how they are checked on. */
      parent?: Record<string, unknown>;
      /** false: no member confirms her e-mail address. */
      emailsConfirmed?: boolean;
    } = {},
  ): Promise<Family> {
    const ownerEmail = `${label}@example.com`;
    const owner = await signInAs(harness, ownerEmail, 'Owner');
    const parentPhone = setUp.parentPhone
      ? { typed: setUp.parentPhone, e164: setUp.parentPhone }
      : nextPhone();
    const { parent } = await api(owner, 'POST', '/api/parents', {
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: 'Gran',
      relationshipType: 'grandparent',
      phone: parentPhone.typed,
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
      timezone: 'America/New_York',
      messageTime: '09:00',
      ...setUp.parent,
    });
    const phones = {
      sms: nextPhone(),
      email: nextPhone(),
      both: nextPhone(),
      unverified: nextPhone(),
    };
    const memberEmails = {
      email: `${label}-email@example.com`,
      both: `${label}-both@example.com`,
    };
    for (const [key, preference] of [
      ['sms', 'sms'],
      ['email', 'email'],
      ['both', 'both'],
      ['unverified', 'sms'],
    ] as const) {
      await api(owner, 'POST', '/api/family-members', {
        firstName: key,
        lastName: 'Member',
        cellPhone: phones[key].typed,
        email:
          key === 'email' || key === 'both' ? memberEmails[key] : `${label}-${key}@example.com`,
        city: 'Boston',
        state: 'Massachusetts',
        zipOrCounty: '02108',
        notificationPreference: preference,
        parentIds: [parent.id],
      });
    }
    await agreeAll(owner, [
      phones.unverified.e164,
      ...(setUp.parentAgrees === false ? [parentPhone.e164] : []),
    ]);
    // Each member's address agrees to e-mail by the link in its first e-mail, as a real one does.
    if (setUp.emailsConfirmed !== false) {
      await drain();
      for (const key of ['sms', 'email', 'both', 'unverified'] as const)
        await confirmEmail(
          key === 'email' || key === 'both' ? memberEmails[key] : `${label}-${key}@example.com`,
        );
    }
    if (setUp.trial !== false) await api(owner, 'POST', '/api/billing/trial');
    await drain();
    return {
      owner,
      ownerEmail,
      parentId: parent.id,
      parentPhone: parentPhone.e164,
      members: {
        sms: phones.sms.e164,
        email: phones.email.e164,
        both: phones.both.e164,
        unverified: phones.unverified.e164,
      },
      memberEmails,
    };
  }

  /**
   * The worker's minute: the check-in sweep (due check-ins, follow-ups, notices whose hour has
   * come), what it queued delivered, and each queued call placed at once: the phone rings.
   */
  async function workerMinute() {
    await harness.runJob('check-in-sweep', {});
    await drain();
    const queued = await db
      .select({ id: voiceCalls.id })
      .from(voiceCalls)
      .where(eq(voiceCalls.status, 'queued'));
    for (const { id } of queued) await harness.runJob(PLACE_CALL_JOB, { callId: id });
  }

  /** Places the newest call to a phone, as the worker would, and acts on it there. */
  async function answerLatestCall(
    phone: string,
    action: Parameters<ReturnType<typeof simulator>['actOnCall']>[1],
    words?: string,
  ) {
    const [call] = await db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.toNumber, phone))
      .orderBy(desc(voiceCalls.createdAt))
      .limit(1);
    if (!call) throw new Error(`no call to ${phone}`);
    await harness.runJob(PLACE_CALL_JOB, { callId: call.id });
    const [placed] = await db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id));
    expect(await simulator().actOnCall(placed!.providerSid!, action, words)).toBe(true);
    await drain();
  }

  /** The person at `phone` calls the service's number and does what `action` says. */
  const callService = (
    phone: string,
    action: Parameters<ReturnType<typeof simulator>['callService']>[2],
    words?: string,
    verdict?: CallerIdVerdict,
  ) => simulator().callService(phone, serviceNumber(), action, words, verdict);

  /** What each call to a phone said and heard, oldest first (the simulator's transcripts). */
  const callsTo = async (phone: string) =>
    (
      await db
        .select()
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.phone, phone), eq(simulatorEvents.kind, 'call')))
        .orderBy(asc(simulatorEvents.createdAt))
    ).map((event) => ({
      direction: event.direction,
      state: event.state,
      transcript: event.body,
      language: event.language,
      at: event.createdAt,
    }));

  /** Places the parent's latest day's current call, as the worker would, and acts on it. */
  async function answerCall(
    parentId: string,
    action: Parameters<ReturnType<typeof simulator>['actOnCall']>[1],
    words?: string,
  ) {
    const [checkIn] = (await checkInOf(parentId)).sort((a, b) =>
      b.localDate.localeCompare(a.localDate),
    );
    await harness.runJob(PLACE_CALL_JOB, { callId: checkIn!.callId! });
    const [call] = await db.select().from(voiceCalls).where(eq(voiceCalls.id, checkIn!.callId!));
    expect(await simulator().actOnCall(call!.providerSid!, action, words)).toBe(true);
  }

  return {
    api,
    nextPhone,
    simulator,
    serviceNumber,
    drain,
    textsTo,
    emailsTo,
    confirmEmail,
    unsubscribeFrom,
    linkIn,
    checkInOf,
    text,
    askConsent,
    agreeAll,
    setUpFamily,
    answerCall,
    answerLatestCall,
    callsTo,
    callService,
    sweep: () => harness.services.checkIns.sweep(),
    workerMinute,
    followUp: () => harness.services.checkIns.followUp(),
  };
}

export type EngineWorld = ReturnType<typeof engineWorld>;
