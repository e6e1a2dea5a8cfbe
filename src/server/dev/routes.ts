import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { okResponse } from '../../shared/api-response';
import {
  callActionSchema,
  callServiceSchema,
  clockChangeSchema,
  clockResponse,
  devStatusSchema,
  mailboxMessageSchema,
  mailboxSchema,
  phoneReplySchema,
  phoneThreadSchema,
  phoneThreadsSchema,
  simulatedReplyResponse,
  testSendResponse,
  testSendSchema,
  type DevStatus,
  type MailboxEntry,
  type MailboxMessage,
  type PhoneEvent,
  type PhoneThreadSummary,
} from '../../shared/dev-tools';
import { toE164 } from '../../shared/phone';
import type { Channels } from '../channels/create-channels';
import { listThread, listThreads } from '../channels/simulator/simulator-repository';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { emails } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { sendJson } from '../http/send-json';
import { validate } from '../http/validate';
import type { AdjustableClock } from './adjustable-clock';
import { findAccountTraces } from '../features/account/account-tables';

export interface DevDependencies {
  config: Config;
  db: Database;
  channels: Channels;
  clock: AdjustableClock;
  /**
   * Runs the scheduled jobs once now (a worker's sweep, reminders, notices), so what came due
   * when the clock moved happens at once rather than at the next cron pass, up to 45 s on.
   */
  runSchedulesNow?: () => Promise<void>;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const toMailboxEntry = (row: typeof emails.$inferSelect): MailboxEntry => ({
  id: row.id,
  to: row.toAddress,
  from: row.fromAddress,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  createdAt: iso(row.createdAt),
});

/** For the deletion journey: what of a deleted account is still in the database. */
const accountTraceQuery = z.object({ id: z.string().min(1), email: z.email() });

const phoneParam = z.object({
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'Not a phone number.'),
});

/**
 * The local-mode tools: dev mailbox, phone simulator and clock. Mounted only when the app runs
 * with local stand-ins; in production these paths do not exist.
 */
export function devRoutes(deps: DevDependencies) {
  const { config, db, channels, clock } = deps;
  const simulator = () => {
    if (!channels.simulator) {
      throw new AppError(
        'not_found',
        'The phone simulator is off: a real SMS provider is configured.',
      );
    }
    return channels.simulator;
  };

  return new Hono<AppEnv>()
    .get('/account-traces', validate('query', accountTraceQuery), async (c) =>
      c.json({ traces: await findAccountTraces(db, c.req.valid('query')) }),
    )
    .get('/status', (c) =>
      sendJson(c, devStatusSchema, {
        now: clock.now().toISOString(),
        offsetMinutes: Math.round(clock.offset / 60_000),
        startMinutes: Math.round(clock.start / 60_000),
        providers: { email: channels.email.transportName, sms: channels.sms.providerName },
        serviceNumber: config.sms.fromNumber,
      } satisfies DevStatus),
    )
    .post('/clock', validate('json', clockChangeSchema), async (c) => {
      const change = c.req.valid('json');
      if ('reset' in change) clock.reset();
      else clock.advance(change.advanceMinutes * 60_000);
      await deps.runSchedulesNow?.();
      return sendJson(c, clockResponse, {
        now: clock.now().toISOString(),
        offsetMinutes: Math.round(clock.offset / 60_000),
        startMinutes: Math.round(clock.start / 60_000),
      });
    })
    .get('/mailbox', async (c) => {
      const rows = await db.select().from(emails).orderBy(desc(emails.createdAt)).limit(200);
      return sendJson(c, mailboxSchema, rows.map(toMailboxEntry));
    })
    .get('/mailbox/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      const [row] = await db
        .select()
        .from(emails)
        .where(eq(emails.id, c.req.valid('param').id));
      if (!row) throw new AppError('not_found', 'No such e-mail.');
      return sendJson(c, mailboxMessageSchema, {
        ...toMailboxEntry(row),
        text: row.textBody,
        html: row.htmlBody,
      } satisfies MailboxMessage);
    })
    .get('/phone', async (c) => {
      simulator();
      const threads = await listThreads(db);
      return sendJson(
        c,
        phoneThreadsSchema,
        threads
          .map((thread): PhoneThreadSummary => ({
            phone: thread.phone,
            lastBody: thread.last_body,
            lastKind: thread.last_kind,
            lastAt: iso(thread.last_at),
            eventCount: thread.event_count,
            ringing: thread.ringing,
          }))
          .sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
      );
    })
    .get('/phone/:phone', validate('param', phoneParam), async (c) => {
      simulator();
      const events = await listThread(db, c.req.valid('param').phone);
      return sendJson(
        c,
        phoneThreadSchema,
        events.reverse().map((event): PhoneEvent => ({
          sid: event.sid,
          kind: event.kind as PhoneEvent['kind'],
          direction: event.direction as PhoneEvent['direction'],
          body: event.body,
          state: event.state,
          language: event.language,
          createdAt: iso(event.createdAt),
        })),
      );
    })
    .post(
      '/phone/:phone/reply',
      validate('param', phoneParam),
      validate('json', phoneReplySchema),
      async (c) => {
        const sid = await simulator().textFromPhone(
          c.req.valid('param').phone,
          config.sms.fromNumber,
          c.req.valid('json').body,
        );
        return sendJson(c, simulatedReplyResponse, { sid }, 201);
      },
    )
    .post(
      '/phone/:phone/call',
      validate('param', phoneParam),
      validate('json', callServiceSchema),
      async (c) => {
        const act = c.req.valid('json');
        const sid = await simulator().callService(
          c.req.valid('param').phone,
          config.sms.fromNumber,
          act.action,
          act.action === 'say' ? act.words : undefined,
          act.verdict,
        );
        return sendJson(c, simulatedReplyResponse, { sid }, 201);
      },
    )
    .post(
      '/calls/:sid',
      validate('param', z.object({ sid: z.string().regex(/^CA[0-9a-f]{32}$/) })),
      validate('json', callActionSchema),
      async (c) => {
        const act = c.req.valid('json');
        const acted = await simulator().actOnCall(
          c.req.valid('param').sid,
          act.action,
          act.action === 'say' ? act.words : undefined,
        );
        if (!acted) throw new AppError('conflict', 'That call is no longer ringing.');
        return sendJson(c, okResponse, { ok: true });
      },
    )
    .post('/send-test', validate('json', testSendSchema), async (c) => {
      const request = c.req.valid('json');
      const key = `dev-test:${crypto.randomUUID()}`;
      if (request.channel === 'email') {
        const email = await channels.email.queue({
          idempotencyKey: key,
          to: request.to,
          kind: 'test',
          content: {
            subject: 'A test e-mail from the dev tools',
            heading: 'This is a test e-mail',
            paragraphs: [request.body],
            action: { label: 'Open the app', url: config.publicUrl },
          },
        });
        return sendJson(c, testSendResponse, { id: email.id }, 201);
      }
      const to = toE164(request.to);
      if (!to) throw new AppError('validation_failed', 'Please enter a valid phone number');
      if (request.channel === 'sms') {
        const message = await channels.sms.queue({
          idempotencyKey: key,
          to,
          body: request.body,
          kind: 'test',
        });
        return sendJson(c, testSendResponse, { id: message.id, status: message.status }, 201);
      }
      const call = await channels.voice.queue({
        idempotencyKey: key,
        to,
        message: request.body,
        inputMode: 'both',
        kind: 'test',
      });
      return sendJson(c, testSendResponse, { id: call.id }, 201);
    });
}
