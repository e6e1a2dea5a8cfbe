import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_CALL_JOB } from '../../channels/voice/voice-channel';
import { accountSettings, checkIns, simulatorEvents, voiceCalls } from '../../db/schema';
import { engineWorld, movableClock, type EngineWorld, type Family } from '../../test/engine-world';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { parentReplies } from './notices';

/**
 * What the parent and each family member receive for each kind of reply (docs/product.md §2–§3):
 * everything here goes in through the phone simulator's signed webhooks and is read back from
 * what the phones and inboxes got.
 */
const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
let world: EngineWorld;
beforeAll(async () => {
  harness = await createTestHarness({ clock });
  world = engineWorld(harness, { areaCode: '917', clock });
});
afterAll(async () => {
  await harness.close();
});

const thanks = parentReplies.thanks('Gran');
const familyTold = parentReplies.familyTold();
const askAgain = parentReplies.askAgain();

/** An alert's text ends with how to claim it and the recipient's own link. */
const claimable = (text: string) =>
  new RegExp(
    `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Reply ON IT if you are handling it\\. http://app\\.test/alert/[\\w-]+\\.[\\w-]+$`,
  );

/**
 * What an alert asks of the family after saying what happened (docs/product.md §2.15): Grace's
 * number as it is read, then the next step, then 911.
 */
const steps = (phone: string) =>
  `Call Grace now: (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}. No answer? Call someone near Grace. In an emergency, call 911.`;

/** A family whose 9:00 AM text has just been delivered; returns what is new since. */
async function dayStarted(label: string) {
  const family = await world.setUpFamily(label);
  clock.set('2026-01-12T14:00:00Z');
  await world.sweep();
  await world.drain();
  const seen = {
    parent: (await world.textsTo(family.parentPhone)).length,
    sms: (await world.textsTo(family.members.sms)).length,
  };
  const since = async () => ({
    parent: (await world.textsTo(family.parentPhone)).slice(seen.parent),
    sms: (await world.textsTo(family.members.sms)).slice(seen.sms),
    emails: (await world.emailsTo(family.memberEmails.email)).map((email) => email.subject),
    status: (await world.checkInOf(family.parentId))[0]!.status,
  });
  return { family, since };
}

async function replyAndSee(label: string, words: string) {
  const { family, since } = await dayStarted(label);
  clock.advance(5);
  await world.text(family.parentPhone, words);
  await world.drain();
  return { family, ...(await since()) };
}

describe('what everyone receives for each kind of reply', () => {
  it('ok ("Sí"): the parent is thanked and the family told she is OK', async () => {
    const seen = await replyAndSee('reply-si', 'Sí');
    expect(seen.status).toBe('ok');
    expect(seen.parent).toEqual([thanks]);
    expect(seen.sms).toEqual([
      "Grace Hopper replied YES to today's check-in at 9:05 AM. All is well.",
    ]);
    expect(seen.emails).toEqual(['Grace Hopper is OK today']);
  });

  it('needs help ("no"): the family is alerted and the parent told they are', async () => {
    const seen = await replyAndSee('reply-no-word', 'no');
    expect(seen.status).toBe('needs_help');
    expect(seen.parent).toEqual([familyTold]);
    expect(seen.sms).toEqual([
      expect.stringMatching(
        claimable(
          `Grace Hopper replied NO to today's check-in at 9:05 AM and may need help. ${steps(seen.family.parentPhone)}`,
        ),
      ),
    ]);
    expect(seen.emails).toEqual(['Grace Hopper may need help']);
  });

  it('a plea for help ("no I fell"): her words reach the family, and she hears they know', async () => {
    const seen = await replyAndSee('reply-plea', 'no I fell');
    expect(seen.status).toBe('needs_help');
    expect(seen.parent).toEqual([familyTold]);
    expect(seen.sms).toEqual([
      expect.stringMatching(
        claimable(
          `Grace Hopper replied to today's check-in at 9:05 AM: "no I fell". They may need help. ${steps(seen.family.parentPhone)}`,
        ),
      ),
    ]);
  });

  it('help (bare HELP): the help text and the family-told reply; the family is alerted', async () => {
    const seen = await replyAndSee('reply-help-word', 'HELP');
    expect(seen.status).toBe('needs_help');
    expect(seen.parent).toHaveLength(2);
    expect(seen.parent).toContainEqual(expect.stringMatching(/^Family Check-In sends a daily/));
    expect(seen.parent).toContainEqual(familyTold);
    expect(seen.sms[0]).toContain('replied NO');
  });

  it('opt out ("please stop"): one confirmation, nothing more to her, the owner told', async () => {
    const { family, since } = await dayStarted('reply-please-stop');
    await world.text(family.parentPhone, 'please stop');
    clock.advance(120);
    await world.followUp();
    await world.drain();
    const seen = await since();
    expect(seen.status).toBe('stopped');
    expect(seen.parent).toEqual([
      "Family Check-In: You're unsubscribed and will get no more messages from us. Reply START to resubscribe.",
    ]);
    expect(seen.sms).toEqual([]);
    expect(
      (await world.emailsTo(family.ownerEmail, 'opted-out')).map((email) => email.subject),
    ).toEqual(['Grace replied STOP']);
    expect(
      await harness.database.db
        .select()
        .from(voiceCalls)
        .where(eq(voiceCalls.toNumber, family.parentPhone)),
    ).toEqual([]);
  });

  it('from her new number, before it has agreed: the day is not answered and nobody is told', async () => {
    const { family, since } = await dayStarted('reply-new-number');
    const before = (await since()).status;
    const newNumber = world.nextPhone();
    // Her owner changes her number after the morning's text: the new one is asked to agree.
    await world.api(family.owner, 'PUT', `/api/parents/${family.parentId}`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: 'Gran',
      relationshipType: 'grandparent',
      phone: newNumber.typed,
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
      timezone: 'America/New_York',
      messageTime: '09:00',
    });
    await world.drain();
    const asked = await world.textsTo(newNumber.e164);
    clock.advance(5);
    await world.text(newNumber.e164, "I'm fine");
    await world.drain();
    const seen = await since();
    expect(seen.status).toBe(before);
    expect(seen.sms).toEqual([]);
    expect(seen.emails).toEqual([]);
    expect(await world.textsTo(newNumber.e164)).toEqual(asked);
  });

  it('opt in (START): confirmed, and the day is not touched', async () => {
    const seen = await replyAndSee('reply-start', 'START');
    expect(seen.status).toBe('awaiting');
    expect(seen.parent).toEqual([
      "Family Check-In: You're subscribed again. Reply HELP for help, STOP to opt out. Msg & data rates may apply.",
    ]);
    expect(seen.sms).toEqual([]);
  });

  it('other ("I\'ll call you tonight"): passed on as it is, never read as "ill"; asked again', async () => {
    const seen = await replyAndSee('reply-ill', "I'll call you tonight");
    expect(seen.status).toBe('awaiting');
    expect(seen.parent).toEqual([askAgain]);
    expect(seen.sms).toEqual([
      `Grace Hopper replied to today's check-in at 9:05 AM: "I'll call you tonight"`,
    ]);
    expect(seen.emails).toEqual(['Grace Hopper sent a message']);
  });

  it("a plea after the family said SHE'S OK is a new alert that reaches them again", async () => {
    const { family, since } = await dayStarted('reply-plea-after-resolve');
    await world.text(family.parentPhone, 'no');
    clock.advance(5);
    await world.text(family.members.sms, "She's OK, I called her");
    clock.advance(30);
    await world.text(family.parentPhone, 'help, it is worse now');
    await world.drain();
    const seen = await since();
    expect(seen.status).toBe('needs_help');
    // She hears "your family has been notified" once a day (move-check-in.ts keys it so).
    expect(seen.parent).toEqual([familyTold]);
    const alerts = seen.sms.filter((text) => text.includes('may need help'));
    expect(alerts).toHaveLength(2);
    // Both were delivered in one round, at one time on the test's clock: in no certain order.
    expect(alerts).toContainEqual(expect.stringContaining('"help, it is worse now"'));
  });

  it('a plea after she already said YES is never dropped', async () => {
    const { family, since } = await dayStarted('reply-plea-after-yes');
    await world.text(family.parentPhone, 'yes');
    // Her YES is passed on before she writes again, as it would be in the half hour between:
    // one drain for both would deliver the two texts at one time on the test's clock, in no
    // certain order.
    await world.drain();
    clock.advance(30);
    await world.text(family.parentPhone, 'actually I fell and cannot get up');
    await world.drain();
    const seen = await since();
    expect(seen.status).toBe('needs_help');
    expect(seen.parent).toEqual([thanks, familyTold]);
    expect(seen.sms.at(-1)).toContain('"actually I fell and cannot get up"');
  });
});

describe('the follow-up call', () => {
  const callOf = async (family: Family) => {
    const [checkIn] = await world.checkInOf(family.parentId);
    await harness.runJob(PLACE_CALL_JOB, { callId: checkIn!.callId! });
    const [call] = await harness.database.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.id, checkIn!.callId!));
    return call!;
  };
  const transcriptOf = async (phone: string) =>
    (
      await harness.database.db
        .select()
        .from(simulatorEvents)
        .where(and(eq(simulatorEvents.phone, phone), eq(simulatorEvents.kind, 'call')))
        .orderBy(asc(simulatorEvents.createdAt))
    ).at(-1)!.body;

  it('speaks the day’s own words; a spoken "sí" is understood', async () => {
    const { family, since } = await dayStarted('call-si');
    const [checkIn] = await world.checkInOf(family.parentId);
    clock.advance(60);
    await world.followUp();
    const call = await callOf(family);
    await world.simulator().actOnCall(call.providerSid!, 'say', 'sí');
    await world.drain();
    const transcript = await transcriptOf(family.parentPhone);
    const opening = checkIn!.body!.split('\n\n')[0]!;
    expect(transcript).toContain(
      `Service: Hello Gran. This is your daily check-in call from Family Check-In. ${opening}`,
    );
    expect(transcript).not.toContain('Reply YES');
    const seen = await since();
    expect(seen.status).toBe('ok');
    expect(seen.sms.at(-1)).toContain('replied YES');
  });

  it('keypad only, answered by voice: asked to press, then told truthfully as answered', async () => {
    const { family, since } = await dayStarted('call-keypad-voice');
    const [day0] = await harness.database.db
      .select({ userId: checkIns.userId })
      .from(checkIns)
      .where(eq(checkIns.parentId, family.parentId));
    const userId = day0!.userId;
    await harness.database.db
      .insert(accountSettings)
      .values({ userId, voiceResponse: 'keypad' })
      .onConflictDoUpdate({ target: accountSettings.userId, set: { voiceResponse: 'keypad' } });
    clock.advance(60);
    await world.followUp();
    const call = await callOf(family);
    await world.simulator().actOnCall(call.providerSid!, 'say-yes');
    await world.drain();
    const transcript = await transcriptOf(family.parentPhone);
    expect(transcript).toContain('Service: Please press 1 or 2. If you are OK, press 1.');
    const seen = await since();
    expect(seen.status).toBe('no_response');
    expect(seen.sms.at(-1)).toMatch(
      claimable(
        `Grace Hopper did not reply to the text, and answered the call but gave no answer. ${steps(family.parentPhone)}`,
      ),
    );
    expect(seen.sms.join('\n')).not.toContain('did not answer the call');
    const [day] = await world.checkInOf(family.parentId);
    expect(day!.missedReason).toBe('answered_no_reply');
  });
});
