import { and, asc, desc, eq } from 'drizzle-orm';
import { emails, simulatorEvents } from '../db/schema';
import { consentListResponse, sentConsentResponse } from '../../shared/onboarding';
import type { DemoService } from './demo-service';

/** The demo family: who they are and the phones the demo answers from. */
export const demoFamily = {
  owner: {
    firstName: 'Ann',
    lastName: 'Rivera',
    email: 'ann.demo@example.com',
    cellPhone: '(646) 555-0175',
    city: 'Brooklyn',
    state: 'New York',
    zipOrCounty: '11201',
  },
  parents: [
    {
      firstName: 'Rose',
      lastName: 'Rivera',
      nickname: 'Mom',
      relationshipType: 'parent',
      phone: '(212) 555-0131',
      e164: '+12125550131',
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10025',
      timezone: 'America/New_York',
      messageTime: '09:00',
      personalityType: 'caring',
    },
    {
      firstName: 'Walter',
      lastName: 'Rivera',
      nickname: 'Dad',
      relationshipType: 'parent',
      phone: '(213) 555-0142',
      e164: '+12135550142',
      city: 'Los Angeles',
      state: 'California',
      zipOrCounty: '90012',
      timezone: 'America/Los_Angeles',
      messageTime: '08:30',
      personalityType: 'cheerful',
      // Checked on by a call, in Spanish: the other way the service reaches a parent.
      checkInBy: 'call',
      language: 'es',
    },
  ],
  members: [
    {
      firstName: 'Ben',
      lastName: 'Rivera',
      cellPhone: '(617) 555-0153',
      e164: '+16175550153',
      email: 'ben.demo@example.com',
      city: 'Boston',
      state: 'Massachusetts',
      zipOrCounty: '02108',
      notificationPreference: 'sms',
    },
    {
      firstName: 'Carla',
      lastName: 'Rivera',
      cellPhone: '(415) 555-0164',
      e164: '+14155550164',
      email: 'carla.demo@example.com',
      city: 'San Francisco',
      state: 'California',
      zipOrCounty: '94103',
      notificationPreference: 'email',
    },
  ],
} as const;

/** The code in the newest sign-in e-mail to `address`, and the whole link. */
export async function latestSignInLink(demo: DemoService, address: string) {
  const [email] = await demo.database.db
    .select({ text: emails.textBody })
    .from(emails)
    .where(eq(emails.toAddress, address))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const link = email && /https?:\/\/\S+[?&]code=[^\s"]+/.exec(email.text)?.[0];
  const code = link && new URL(link).searchParams.get('code');
  if (!link || !code) throw new Error(`no sign-in link was e-mailed to ${address}`);
  return { link, code };
}

/** The confirmation link in the e-mail `address` received when it was added (docs/product.md §3). */
async function confirmationLink(demo: DemoService, address: string) {
  const [email] = await demo.database.db
    .select({ text: emails.textBody })
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.kind, 'email-confirmation')))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const link = email && /Confirm my e-mail: (\S+)/.exec(email.text)?.[1];
  if (!link) throw new Error(`no confirmation e-mail reached ${address}`);
  return new URL(link).pathname;
}

/** The newest text or call that reached a phone: a text's words, a call's id to act on it. */
async function lastTo(demo: DemoService, phone: string, kind: 'sms' | 'call') {
  const [event] = await demo.database.db
    .select({ body: simulatorEvents.body, sid: simulatorEvents.sid })
    .from(simulatorEvents)
    .where(
      and(
        eq(simulatorEvents.phone, phone),
        eq(simulatorEvents.direction, 'to_phone'),
        eq(simulatorEvents.kind, kind),
      ),
    )
    .orderBy(desc(simulatorEvents.createdAt), asc(simulatorEvents.sid))
    .limit(1);
  return event;
}

/**
 * The request reaches the phone and its person agrees, as a person does: Y and its code texted
 * back, or 1 pressed on the consent call (a parent checked on by call is asked on one).
 */
async function agreeFromPhone(demo: DemoService, phone: string, channel: string) {
  const simulator = demo.services.channels.simulator!;
  if (channel === 'voice') {
    const call = await lastTo(demo, phone, 'call');
    if (!call) throw new Error(`no consent call reached ${phone}`);
    await simulator.actOnCall(call.sid, 'press-1');
    return;
  }
  const request = (await lastTo(demo, phone, 'sms'))?.body ?? '';
  const agreed = /Reply Y (\d{4})/.exec(request)?.[1];
  await simulator.textFromPhone(phone, demo.config.sms.fromNumber, agreed ? `Y ${agreed}` : 'Y');
}

/**
 * Sets the family up the way the wizard does, through the same API requests: sign-up and the
 * e-mailed link, the owner's profile, two parents, two family members who confirm their
 * addresses by the e-mailed link, each consent request answered from the phone simulator (Y and
 * its code, or 1 on the call; none for a member told by e-mail only), the free trial, the first
 * test message, and finishing set-up. Returns the owner's session cookie.
 */
export async function setUpDemoFamily(demo: DemoService) {
  const { owner } = demoFamily;
  await demo.request('POST', '/api/session/sign-up', undefined, {
    displayName: owner.firstName,
    email: owner.email,
  });
  await demo.settle();
  const { code } = await latestSignInLink(demo, owner.email);
  const exchange = await demo.request('POST', '/api/session/exchange', undefined, { code });
  const cookie = exchange.response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  await demo.request('PUT', '/api/profile', cookie, owner);
  const parentIds: string[] = [];
  for (const { e164: _e164, ...parent } of demoFamily.parents) {
    const { json } = await demo.request('POST', '/api/parents', cookie, parent);
    parentIds.push((json as { parent: { id: string } }).parent.id);
  }
  for (const { e164: _e164, ...member } of demoFamily.members) {
    await demo.request('POST', '/api/family-members', cookie, { ...member, parentIds });
  }
  // Each member opens the e-mail she got and confirms her address, as a person does.
  await demo.settle();
  for (const member of demoFamily.members)
    await demo.request('POST', await confirmationLink(demo, member.email));

  // Each phone that is to be texted or called is asked, and agrees; Carla, told by e-mail
  // only, is never texted, so nobody asks her phone.
  const { json: listed } = await demo.request('GET', '/api/consents', cookie);
  for (const consent of consentListResponse.parse(listed).consents) {
    if (consent.status === 'verified' || !consent.textsWanted) continue;
    const { json: sent } = await demo.request('POST', `/api/consents/${consent.id}/send`, cookie);
    await demo.settle();
    await agreeFromPhone(demo, consent.phone, sentConsentResponse.parse(sent).consent.channel);
    await demo.settle();
  }

  await demo.request('POST', '/api/billing/trial', cookie);
  await demo.request('POST', '/api/first-message', cookie, {
    parentId: parentIds[0],
    message: 'Hi Mom, this is Ann. From now on you will get a short check-in text each morning.',
  });
  await demo.settle();
  await demo.request('POST', '/api/onboarding/complete', cookie);
  return { cookie, parentIds };
}
