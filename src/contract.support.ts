import { and, desc, eq } from 'drizzle-orm';
import { afterEach, expect, vi } from 'vitest';
import { emails } from './server/db/schema';
import { engineWorld, type movableClock } from './server/test/engine-world';
import type { TestHarness } from './server/test/test-app';

/**
 * What the contract tests (contract*.int.test.ts) share: the browser's fetch, answered by the app
 * in-process, and the rule that nothing may be logged as an error while they run.
 */

/**
 * The browser's fetch, answered by `browser().target`'s app in-process with its session cookie,
 * as the browser would send it (none for the alert link).
 */
export const browserFetch =
  (browser: () => { cookie: string | undefined; target: TestHarness }) =>
  (input: string | URL | Request, init: RequestInit = {}) => {
    const { cookie, target } = browser();
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    return target.app.request(String(input), { ...init, headers });
  };

/** A read that swallows its failure (the subscription read) still logs it: that is a break too. */
export function failOnLoggedErrors() {
  const consoleError = vi.spyOn(console, 'error');
  afterEach(() => {
    const logged = consoleError.mock.calls.map(([first]) => String(first));
    consoleError.mockClear();
    expect(logged).toEqual([]);
  });
}

/**
 * An owner with parents, family and consents, whose parent answered NO at 9:00 AM in New York:
 * an alert, and the token of its link from the owner's e-mail.
 */
export async function familyWithAlert(
  harness: TestHarness,
  clock: ReturnType<typeof movableClock>,
) {
  const world = engineWorld(harness, { areaCode: '646', clock });
  const family = await world.setUpFamily('contract');
  // 9:00 AM in New York: the day's text goes out, and the parent answers NO: an alert.
  clock.set('2026-01-12T14:00:00Z');
  await world.sweep();
  await world.drain();
  clock.advance(5);
  await world.text(family.parentPhone, 'no');
  await world.drain();
  const [notice] = await harness.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, family.ownerEmail), eq(emails.kind, 'family-notice')))
    .orderBy(desc(emails.createdAt));
  const alertToken = /\/alert\/([\w-]+\.[\w-]+)/.exec(notice?.textBody ?? '')?.[1] ?? '';
  expect(alertToken).not.toBe('');
  return { family, alertToken };
}
