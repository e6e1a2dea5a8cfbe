import { count } from 'drizzle-orm';
import { emails, messageTemplates } from '../db/schema';
import type { TestHarness } from '../test/test-app';

/**
 * What the request guards' tests (request-guards, abuse-limits.int.test.ts) ask of a file's
 * service: a template saved as `owner`, and how many templates and e-mails are stored.
 */
export function guardHelpers(harness: () => TestHarness, owner: () => string = () => '') {
  const template = { title: 'Hello', messageContent: 'Good morning!', variables: {} };
  const saveTemplate = (headers: Record<string, string>, body: unknown = template) =>
    harness().app.request('/api/templates', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner(), ...headers },
      body: JSON.stringify(body),
    });
  const templateCount = async () =>
    (await harness().database.db.select({ n: count() }).from(messageTemplates))[0]!.n;
  const emailCount = async () =>
    (await harness().database.db.select({ n: count() }).from(emails))[0]!.n;

  return { template, saveTemplate, templateCount, emailCount };
}
