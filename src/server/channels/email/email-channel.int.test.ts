import { desc, eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emails, users } from '../../db/schema';
import { insertConfirmedEmail } from '../../test/seed-rows';
import { signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';
import { SEND_EMAIL_JOB } from './email-channel';
import { emailKinds, type EmailKind } from './email-kinds';

const content = {
  subject: 'Your sign-in link',
  heading: 'Sign in to Family Check-In',
  paragraphs: ['Use the button below to sign in. It works once, for 10 minutes.'],
  action: { label: 'Sign in', url: 'http://app.test/auth/callback?code=abc&x=<y>' },
};

describe('e-mail with the local transport (the dev mailbox)', () => {
  let harness: TestHarness;
  beforeAll(async () => {
    harness = await createTestHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('stores the message, marks it sent once, and the mailbox lists it with its links', async () => {
    const email = await harness.services.channels.email.queue({
      idempotencyKey: 'mail-1',
      to: 'pat@example.com',
      kind: 'magic_link',
      content,
    });
    await harness.runJob(SEND_EMAIL_JOB, { emailId: email.id });
    await harness.runJob(SEND_EMAIL_JOB, { emailId: email.id });

    const [row] = await harness.database.db.select().from(emails).where(eq(emails.id, email.id));
    expect(row).toMatchObject({ status: 'sent', transport: 'local', attempts: 1 });

    const list = (await (await harness.app.request('/api/dev/mailbox')).json()) as { id: string }[];
    expect(list.map((entry) => entry.id)).toContain(email.id);
    const message = (await (await harness.app.request(`/api/dev/mailbox/${email.id}`)).json()) as {
      text: string;
      html: string;
    };
    expect(message.text).toContain('Sign in: http://app.test/auth/callback?code=abc&x=<y>');
    // The HTML part escapes what it shows, so a value can never inject markup.
    expect(message.html).toContain('href="http://app.test/auth/callback?code=abc&amp;x=&lt;y&gt;"');
    expect(message.html).not.toContain('<y>');
  });
});

/** An SMTP server on a free port that keeps every message it is handed. */
async function startMailServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail over SMTP', () => {
  let harness: TestHarness;
  let server: Awaited<ReturnType<typeof startMailServer>>;
  let received: Awaited<ReturnType<typeof startMailServer>>['received'];

  beforeAll(async () => {
    server = await startMailServer();
    received = server.received;
    harness = await createTestHarness({
      env: {
        SMTP_URL: server.url,
        EMAIL_FROM: 'Family Check-In <hello@checkin.test>',
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });

  it('delivers a message with a text part and an HTML part to the SMTP server', async () => {
    const email = await harness.services.channels.email.queue({
      idempotencyKey: 'smtp-1',
      to: 'sam@example.com',
      kind: 'magic_link',
      content,
    });
    await harness.runJob(SEND_EMAIL_JOB, { emailId: email.id });

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('hello@checkin.test');
    expect(message?.to).toEqual(['sam@example.com']);
    expect(message?.raw).toContain('Subject: Your sign-in link');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw).toContain(`Message-ID: <${email.id}@app.test>`);
    const [row] = await harness.database.db.select().from(emails).where(eq(emails.id, email.id));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
  });

  it('every kind but sign-in links carries RFC 8058 one-click unsubscribe, which works from the header', async () => {
    const address = 'kinds@example.com';
    await signInAs(harness, address, 'Kim');
    const [user] = await harness.database.db.select().from(users).where(eq(users.email, address));
    // Unfolded, as a mail program reads the headers.
    const headersOf = (subject: string) => {
      const message = received.find((entry) => entry.raw.includes(`Subject: ${subject}`));
      if (!message) throw new Error(`${subject} did not arrive`);
      return message.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    };
    for (const kind of Object.keys(emailKinds) as EmailKind[]) {
      const rule = emailKinds[kind];
      const email = await harness.services.channels.email.queue({
        idempotencyKey: `kind-${kind}`,
        to: address,
        kind,
        // Sent for the account, as the service sends each kind (sign-in links and the
        // newsletter name none; a deleted account's goodbye has none left).
        ...(rule === 'agreed' || rule === 'first-contact' ? { userId: user!.id } : {}),
        content: { ...content, subject: `kind ${kind}` },
      });
      await harness.runJob(SEND_EMAIL_JOB, { emailId: email.id });
      const headers = headersOf(`kind ${kind}`);
      if (rule === 'sign-in') {
        expect(headers, kind).not.toMatch(/List-Unsubscribe/i);
        continue;
      }
      expect(headers, kind).toMatch(
        /(^|\n)List-Unsubscribe: <http:\/\/app\.test\/unsubscribe\/[\w-]+\.[\w-]+>/,
      );
      expect(headers, kind).toMatch(
        /(^|\n)List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?(\n|$)/,
      );
    }

    // The mail provider's one click: a POST to the header's link, nothing else.
    const url = /(?:^|\n)List-Unsubscribe: <([^>]+)>/.exec(headersOf('kind family-notice'))![1]!;
    const response = await harness.app.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const before = received.length;
    const later = await harness.services.channels.email.queue({
      idempotencyKey: 'kind-after-unsubscribe',
      to: address,
      kind: 'family-notice',
      userId: user!.id,
      content,
    });
    await harness.runJob(SEND_EMAIL_JOB, { emailId: later.id });
    expect(received.length).toBe(before);
    // A sign-in link still comes: unsubscribing must never lock anyone out.
    await signInAs(harness, address, 'Kim');
    const [signIn] = await harness.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, address))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    await harness.runJob(SEND_EMAIL_JOB, { emailId: signIn!.id });
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!.raw).not.toMatch(/List-Unsubscribe/i);
  });

  it('never hands the transport an address that is not one mailbox, and says why on the row', async () => {
    const before = received.length;
    for (const [index, to] of [
      'n1,victim@example.com',
      'victim@example.com,',
      '"v"<victim@example.com>',
    ].entries()) {
      const email = await harness.services.channels.email.queue({
        idempotencyKey: `smtp-list-${index}`,
        to,
        kind: 'magic_link',
        content,
      });
      await harness.runJob(SEND_EMAIL_JOB, { emailId: email.id });
      const [row] = await harness.database.db.select().from(emails).where(eq(emails.id, email.id));
      expect(row, to).toMatchObject({ status: 'failed', errorMessage: 'Not a single mailbox.' });
    }
    expect(received.length).toBe(before);
  });
});

describe('a batch of e-mails queued together (a batch of replies’ notices)', () => {
  let harness: TestHarness;
  let server: Awaited<ReturnType<typeof startMailServer>>;

  beforeAll(async () => {
    server = await startMailServer();
    // A worker works the queue here, as in production: what it sends is what was queued.
    harness = await createTestHarness({
      start: true,
      env: { SMTP_URL: server.url, EMAIL_FROM: 'hello@checkin.test' },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });

  it('reaches each single mailbox that agreed once, holds the one that did not, and never a list', async () => {
    const { db } = harness.database;
    await signInAs(harness, 'batch-owner@example.com', 'Bo');
    const [owner] = await db.select().from(users).where(eq(users.email, 'batch-owner@example.com'));
    for (const address of ['ana@example.com', 'ben@example.com'])
      await insertConfirmedEmail(db, owner!.id, address);
    const batchMail = () =>
      server.received.filter((message) => !message.to.includes('batch-owner@example.com'));
    await db.transaction((tx) =>
      harness.services.channels.email.queueMany(
        [
          'ana@example.com',
          'ben@example.com',
          'ana@example.com,eve@example.com',
          'cal@example.com',
        ].map((to, index) => ({
          idempotencyKey: `batch-${index}`,
          to,
          kind: 'family-notice',
          userId: owner!.id,
          content,
        })),
        tx,
      ),
    );
    harness.services.queue.wakeWorkers();
    await vi.waitFor(() => expect(batchMail()).toHaveLength(2), { timeout: 10_000 });
    await harness.services.queue.whenIdle();
    expect(
      batchMail()
        .flatMap((message) => message.to)
        .sort(),
    ).toEqual(['ana@example.com', 'ben@example.com']);
    const rows = await db.select().from(emails).where(like(emails.idempotencyKey, 'batch-%'));
    expect(rows.map((row) => [row.toAddress, row.status, row.errorMessage]).sort()).toEqual([
      ['ana@example.com,eve@example.com', 'failed', 'Not a single mailbox.'],
      ['ana@example.com', 'sent', null],
      ['ben@example.com', 'sent', null],
      ['cal@example.com', 'held', 'Waiting for e-mail confirmation.'],
    ]);
  });
});
