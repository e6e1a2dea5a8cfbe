import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { consents, parents, simulatorEvents, smsMessages, voiceCalls } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { phoneMessages } from '@/shared/phone';
import { plainNameMessages } from '@/shared/plain-name';

// docs/product.md §3, "Numbers we contact": only mobiles and landlines in the served countries, and
// only plain names in what reaches another person's phone.

// Consent requests reach a phone only 9:00 AM–8:00 PM in its zone (docs/product.md §3): this file
// asks at once, so it runs at 10:00 AM in New York rather than whatever hour the machine has.
const clock = { now: () => new Date('2026-01-12T15:00:00Z') };
let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
});
afterAll(async () => {
  await harness.close();
});

const profile = (overrides: object = {}) => ({
  firstName: 'Alex',
  lastName: 'Lee',
  email: 'alex@example.com',
  cellPhone: '(917) 555-0100',
  city: 'New York',
  state: 'New York',
  zipOrCounty: '10001',
  ...overrides,
});

/** Everything the service sent or queued for these numbers, and what their phones got. */
async function contactsOf(numbers: string[]) {
  const { db } = harness.database;
  return {
    texts: await db.select().from(smsMessages).where(inArray(smsMessages.toNumber, numbers)),
    calls: await db.select().from(voiceCalls).where(inArray(voiceCalls.toNumber, numbers)),
    phones: await db.select().from(simulatorEvents).where(inArray(simulatorEvents.phone, numbers)),
  };
}

const attacks = [
  ['+1 900 226 0000', '+19002260000', phoneMessages.special], // US premium rate
  ['+881 612 345 678', '+881612345678', phoneMessages.special], // satellite
  ['+44 909 879 0000', '+449098790000', phoneMessages.special], // UK premium rate
  ['+371 9000 0000', '+37190000000', phoneMessages.special], // Latvian premium rate
  ['+1 800 555 0000', '+18005550000', phoneMessages.special], // toll-free
  ['+1 500 555 0006', '+15005550006', phoneMessages.special], // personal number
  ['+44 7911 123456', '+447911123456', phoneMessages.notServed()], // a mobile abroad
] as const;

describe('numbers the service contacts', () => {
  it('refuses premium-rate, satellite, toll-free and foreign numbers for a parent, a member and the owner; nothing is stored or sent', async () => {
    const owner = await signInAs(harness, 'numbers@example.com', 'Nell');
    const good = await callJson(harness, 'POST', '/api/parents', owner, sampleParent());
    expect(good.status).toBe(201);
    const parentId = ((await good.json()) as { parent: { id: string } }).parent.id;

    for (const [typed, , message] of attacks) {
      const refusal = { error: { code: 'validation_failed', message } };
      for (const country of ['United States', 'Other'] as const) {
        const parent = await callJson(harness, 'POST', '/api/parents', owner, {
          ...sampleParent({ phone: typed, country }),
        });
        expect(parent.status, `${typed} ${country}`).toBe(400);
        expect(await parent.json()).toEqual(refusal);
      }
      const changed = await callJson(harness, 'PUT', `/api/parents/${parentId}`, owner, {
        ...sampleParent({ phone: typed }),
      });
      expect(changed.status, typed).toBe(400);
      expect(await changed.json()).toEqual(refusal);
      const member = await callJson(harness, 'POST', '/api/family-members', owner, {
        ...sampleFamilyMember([parentId]),
        cellPhone: typed,
      });
      expect(member.status, typed).toBe(400);
      expect(await member.json()).toEqual(refusal);
      const own = await callJson(
        harness,
        'PUT',
        '/api/profile',
        owner,
        profile({ cellPhone: typed }),
      );
      expect(own.status, typed).toBe(400);
      expect(await own.json()).toEqual(refusal);
    }

    const numbers = attacks.map(([, e164]) => e164);
    const { db } = harness.database;
    expect(await db.select().from(parents).where(inArray(parents.phone, numbers))).toEqual([]);
    // Asking for consent now reaches only the one good number.
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { id: string; phone: string }[];
    };
    expect(listed.consents.map((consent) => consent.phone)).toEqual(['+12125550123']);
    for (const consent of listed.consents) {
      const sent = await callJson(harness, 'POST', `/api/consents/${consent.id}/send`, owner);
      expect(sent.status).toBe(200);
    }
    await harness.runJob(SEND_SMS_JOB, {});
    expect(await contactsOf(numbers)).toEqual({ texts: [], calls: [], phones: [] });
    expect((await contactsOf(['+12125550123'])).phones).toHaveLength(1);
  });

  it('takes a plain US or Canadian number', async () => {
    const owner = await signInAs(harness, 'plain-number@example.com', 'Pia');
    for (const phone of ['(646) 555-0152', '+1 416 555 0123']) {
      const response = await callJson(harness, 'POST', '/api/parents', owner, {
        ...sampleParent({ phone }),
      });
      expect(response.status, phone).toBe(201);
    }
    expect((await callJson(harness, 'PUT', '/api/profile', owner, profile())).status).toBe(200);
  });

  it('never asks a number stored before the rule', async () => {
    const owner = await signInAs(harness, 'old-row@example.com', 'Olga');
    const added = await callJson(harness, 'POST', '/api/parents', owner, sampleParent());
    const parentId = ((await added.json()) as { parent: { id: string } }).parent.id;
    const { db } = harness.database;
    await db.update(parents).set({ phone: '+19002260000' }).where(eq(parents.id, parentId));
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { id: string; phone: string }[];
    };
    const consent = listed.consents.find((row) => row.phone === '+19002260000')!;
    const sent = await callJson(harness, 'POST', `/api/consents/${consent.id}/send`, owner);
    expect(sent.status).toBe(400);
    expect(await sent.json()).toEqual({
      error: { code: 'bad_request', message: phoneMessages.special },
    });
    await harness.runJob(SEND_SMS_JOB, {});
    expect(await contactsOf(['+19002260000'])).toEqual({ texts: [], calls: [], phones: [] });
    const [row] = await db.select().from(consents).where(eq(consents.id, consent.id));
    expect(row!.status).toBe('pending');
  });

  it('holds to a narrower SERVED_COUNTRIES on the server', async () => {
    const usOnly = await createTestHarness({ clock, env: { SERVED_COUNTRIES: 'US' } });
    try {
      const owner = await signInAs(usOnly, 'us-only@example.com', 'Uma');
      const canadian = await callJson(usOnly, 'POST', '/api/parents', owner, {
        ...sampleParent({ phone: '+1 416 555 0123', country: 'Canada' }),
      });
      expect(canadian.status).toBe(400);
      expect(await canadian.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'We can only text or call mobile and landline numbers in the United States.',
        },
      });
      const american = await callJson(usOnly, 'POST', '/api/parents', owner, sampleParent());
      expect(american.status).toBe(201);
    } finally {
      await usOnly.close();
    }
  });
});

describe('names that reach other people’s phones', () => {
  it('refuses an owner name or nickname that carries a message, a number or a link', async () => {
    const owner = await signInAs(harness, 'names@example.com', 'Nora');
    for (const firstName of [
      'URGENT: Your bank card is locked. Call +1 900 226 0000',
      'Call 18005550000',
      'bank.example/login',
    ]) {
      const response = await callJson(
        harness,
        'PUT',
        '/api/profile',
        owner,
        profile({ firstName }),
      );
      expect(response.status, firstName).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: plainNameMessages.shape },
      });
    }
    for (const nickname of ['Grandpa 2', 'Grandpa: call now', 'Mom!!']) {
      const response = await callJson(harness, 'POST', '/api/parents', owner, {
        ...sampleParent({ nickname }),
      });
      expect(response.status, nickname).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: plainNameMessages.shape },
      });
    }
    const long = await callJson(harness, 'POST', '/api/parents', owner, {
      ...sampleParent({ nickname: 'Grandpa'.repeat(6) }),
    });
    expect(await long.json()).toEqual({
      error: { code: 'validation_failed', message: plainNameMessages.tooLong },
    });
    expect(
      ((await (await callJson(harness, 'GET', '/api/parents', owner)).json()) as { parents: [] })
        .parents,
    ).toEqual([]);
  });

  it('takes names of any script with apostrophes and hyphens, and puts them in the request', async () => {
    const owner = await signInAs(harness, 'plain-names@example.com', 'Mary');
    const saved = await callJson(
      harness,
      'PUT',
      '/api/profile',
      owner,
      profile({ firstName: 'Mary-Jane', lastName: 'O’Neil', cellPhone: '(917) 555-0177' }),
    );
    expect(saved.status).toBe(200);
    for (const [firstName, nickname] of [
      ['José', 'Abuelo'],
      ['Zoë', "Gran'ma"],
      ['Łukasz', 'Dziadek'],
    ]) {
      const response = await callJson(harness, 'POST', '/api/parents', owner, {
        ...sampleParent({ firstName, nickname, phone: '(718) 555-0161' }),
      });
      expect(response.status, firstName).toBe(201);
    }
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { id: string; subjectType: string }[];
    };
    const parentConsent = listed.consents.find((row) => row.subjectType === 'parent')!;
    await callJson(harness, 'POST', `/api/consents/${parentConsent.id}/send`, owner);
    await harness.runJob(SEND_SMS_JOB, {});
    const [request] = (await contactsOf(['+17185550161'])).phones;
    expect(request?.body).toContain('Mary-Jane O’Neil would like to send you');
  });

  it('puts a neutral name in the request when the sign-up name is not a plain name', async () => {
    const owner = await signInAs(
      harness,
      'phishing@example.com',
      'URGENT: Your bank card is locked. Call +1 900 226 0000',
    );
    await callJson(harness, 'POST', '/api/parents', owner, {
      ...sampleParent({ phone: '(718) 555-0162' }),
    });
    const listed = (await (await callJson(harness, 'GET', '/api/consents', owner)).json()) as {
      consents: { id: string }[];
    };
    await callJson(harness, 'POST', `/api/consents/${listed.consents[0]!.id}/send`, owner);
    await harness.runJob(SEND_SMS_JOB, {});
    const [request] = (await contactsOf(['+17185550162'])).phones;
    expect(request?.body).toContain('Your family would like to send you');
    expect(request?.body).not.toContain('URGENT');
    expect(request?.body).not.toContain('900');
  });
});
