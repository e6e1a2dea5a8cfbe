import { consentListResponse, sentConsentResponse } from '@/shared/onboarding';
import { parentResponse } from '@/shared/parents';
import { signInAs } from './sign-in';
import type { TestHarness } from './test-app';

export interface Family {
  owner: string;
  ownerEmail: string;
  parentId: string;
  parentPhone: string;
  /** Family members by preference; `unverified` is an sms member who never agreed. */
  members: { sms: string; email: string; both: string; unverified: string };
  memberEmails: { email: string; both: string };
}

/** What setting up a family takes of engine-world.ts: the API, the phones and the inboxes. */
export interface FamilyWorld {
  /** The test's clock, when it can be moved: lets a consent that waits for 9:00 AM go. */
  clock?: { now(): Date; set(iso: string): void };
  api: (cookie: string, method: string, path: string, body?: unknown) => Promise<unknown>;
  nextPhone: () => { typed: string; e164: string };
  drain: () => Promise<void>;
  textsTo: (phone: string) => Promise<string[]>;
  text: (from: string, body: string) => Promise<unknown>;
  answerLatestCall: (phone: string, action: 'press-1') => Promise<void>;
  confirmEmail: (address: string) => Promise<void>;
}

/**
 * Families set up as an owner sets one up: through the API, each consent request sent and
 * agreed to from the phone it reached, each address confirmed from its inbox.
 */
export function engineFamilies(harness: TestHarness, world: FamilyWorld) {
  const { clock, api, nextPhone, drain, textsTo, text, answerLatestCall, confirmEmail } = world;

  /**
   * Presses Send for a consent. Asked before 9:00 AM their time (most files start at 8:00 AM in
   * New York), the request waits for their morning (docs/product.md §3): then the clock goes to that
   * morning and the worker's sweep sends it. Answers the API's answer and the clock it found.
   */
  async function askConsent(owner: string, consentId: string) {
    const sent = sentConsentResponse.parse(
      await api(owner, 'POST', `/api/consents/${consentId}/send`),
    );
    const before = clock?.now();
    const waits = sent.consent.waitsUntil;
    if (waits) {
      if (!clock) throw new Error('a consent waits for 9:00 AM: give engineWorld the clock');
      clock.set(waits.at);
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
    const { consents } = consentListResponse.parse(await api(owner, 'GET', '/api/consents'));
    for (const consent of consents) {
      // A member told by e-mail only is never asked: nothing is texted to her phone.
      if (skip.includes(consent.phone) || consent.status === 'verified' || !consent.textsWanted)
        continue;
      const sent = await askConsent(owner, consent.id);
      // A parent checked on by call is asked on a call: she presses 1.
      if (sent.consent.channel === 'voice') {
        await answerLatestCall(consent.phone, 'press-1');
      } else {
        const request = (await textsTo(consent.phone)).at(-1) ?? '';
        const code = /(?:Reply Y|Responda SÍ) (\d{4})/.exec(request)?.[1];
        await text(consent.phone, code ? `Y ${code}` : 'Y');
      }
      if (sent.before) clock!.set(sent.before.toISOString());
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
    const { parent } = parentResponse.parse(
      await api(owner, 'POST', '/api/parents', {
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
      }),
    );
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

  return { askConsent, agreeAll, setUpFamily };
}
