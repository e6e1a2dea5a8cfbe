import { and, eq } from 'drizzle-orm';
import { SEND_SMS_JOB } from '../../channels/sms/sms-channel';
import { consents, smsMessages, users } from '../../db/schema';
import { sampleFamilyMember, sampleParent } from '../../test/family-bodies';
import type { TestHarness } from '../../test/test-app';
import { toE164 } from '@/shared/phone';

/** What the settings tests (voice-settings, test-sms*.int.test.ts) ask of a file's service. */
export function settingsHelpers(harness: () => TestHarness) {
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    harness().app.request(path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  const userIdOf = async (email: string) => {
    const [user] = await harness().database.db.select().from(users).where(eq(users.email, email));
    return user!.id;
  };

  /**
   * Sends a test text the way the app does, with this test standing in for the worker: the route
   * waits for the send job, so the job is run as soon as the text is queued.
   */
  async function sendTestSms(cookie: string, body: unknown) {
    const response = call('POST', '/api/test-sms', cookie, body);
    const worker = (async () => {
      for (let tries = 0; tries < 200; tries += 1) {
        const queued = await harness()
          .database.db.select()
          .from(smsMessages)
          .where(and(eq(smsMessages.kind, 'test'), eq(smsMessages.status, 'queued')));
        if (queued.length > 0) await harness().runJob(SEND_SMS_JOB, {});
        if (queued.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answered = await response;
    await worker;
    return answered;
  }

  /**
   * Gives the account a parent (or family member) at `phone`, its SMS consent verified as a Y
   * reply would leave it, or still pending. The consent flow itself has its own tests.
   */
  async function ownNumber(
    cookie: string,
    phone: string,
    {
      who = 'parent',
      verified = true,
    }: { who?: 'parent' | 'family_member'; verified?: boolean } = {},
  ) {
    const created =
      who === 'parent'
        ? (
            (await (
              await call('POST', '/api/parents', cookie, sampleParent({ phone }))
            ).json()) as {
              parent: { id: string };
            }
          ).parent
        : (
            (await (
              await call('POST', '/api/family-members', cookie, {
                ...sampleFamilyMember([await firstParentOf(cookie)]),
                cellPhone: phone,
              })
            ).json()) as { familyMember: { id: string } }
          ).familyMember;
    if (!created?.id) throw new Error(`could not add ${who} ${phone}`);
    // Consents are made when the owner's list is first read, as the wizard's consent step does.
    await call('GET', '/api/consents', cookie);
    if (verified)
      await harness()
        .database.db.update(consents)
        .set({ status: 'verified', verifiedAt: new Date(), verifiedFrom: toE164(phone) })
        .where(eq(consents.subjectId, created.id));
  }

  const firstParentOf = async (cookie: string) =>
    ((await (await call('GET', '/api/parents', cookie)).json()) as { parents: { id: string }[] })
      .parents[0]!.id;

  const testTextsTo = async (phone: string) =>
    harness().database.db.select().from(smsMessages).where(eq(smsMessages.toNumber, phone));

  return { call, userIdOf, sendTestSms, ownNumber, testTextsTo };
}
