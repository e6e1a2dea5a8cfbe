import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorEvents, smsMessages } from '../../db/schema';
import { createTestHarness, type TestHarness } from '../../test/test-app';

/**
 * How texts reach a worker when the service runs for real (pg-boss's workers, not tests driving
 * jobs by hand): a reply's thank-you is woken after its webhook commits; a text whose wake-up was
 * lost is woken by the minute's sweep.
 */

let harness: TestHarness;
beforeAll(async () => {
  harness = await createTestHarness({ start: true });
});
afterAll(async () => {
  await harness.close();
});

const textsTo = async (phone: string) =>
  (
    await harness.database.db
      .select({ body: simulatorEvents.body })
      .from(simulatorEvents)
      .where(and(eq(simulatorEvents.phone, phone), eq(simulatorEvents.direction, 'to_phone')))
  ).map((event) => event.body);

describe('the outbox’s wake-ups', () => {
  it('sends the HELP reply of an inbound text once the webhook has committed', async () => {
    const phone = '+17185550161';
    await harness.services.channels.simulator!.textFromPhone(
      phone,
      harness.config.sms.fromNumber,
      'HELP',
    );
    await expect.poll(() => textsTo(phone), { timeout: 10_000 }).toHaveLength(1);
  });

  it('sends a text whose wake-up was lost when the minute’s sweep runs', async () => {
    const phone = '+17185550162';
    // The last test's drain claims until nothing is due: on a loaded machine it may still be
    // running, and would rightly send a text stored now. Only a drain begun later is the sweep's.
    await harness.services.queue.whenIdle();
    // Stored as a crash between a commit and its wake-up would leave it: queued, nobody woken.
    await harness.database.db.insert(smsMessages).values({
      idempotencyKey: 'lost-wake-up',
      toNumber: phone,
      fromNumber: harness.config.sms.fromNumber,
      body: 'Thanks! Your family has been told you are OK.',
      kind: 'checkin-reply',
      status: 'queued',
      sendAfter: new Date(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await textsTo(phone)).toEqual([]);
    await harness.services.queue.enqueue('check-in-sweep', {});
    await expect
      .poll(() => textsTo(phone), { timeout: 10_000 })
      .toEqual(['Thanks! Your family has been told you are OK.']);
  });
});
