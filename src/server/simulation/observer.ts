import { and, eq, gte, inArray } from 'drizzle-orm';
import { emails, simulatorEvents } from '../db/schema';
import type { TestHarness } from '../test/test-app';

/**
 * What reached the phones and inboxes, and when (the simulated time of the step that first saw
 * it). The outside checks read only this and what the people themselves did: a promise is kept
 * when the phones and inboxes show it, whatever the service's own records say.
 */
export interface Arrival {
  at: number;
  channel: 'sms' | 'email' | 'call';
  /** A phone number or an e-mail address. */
  to: string;
  body: string;
  subject?: string;
  /** sms: delivered to the phone, or the network gave up (undelivered); a call: it rang. */
  delivered: boolean;
  /** The network's id of a text or call (to act on a ringing call). */
  sid?: string;
  /**
   * A call, once it has ended: the language it was spoken and heard in (the provider's log),
   * and what was said on it.
   */
  language?: string;
  transcript?: string;
}

/** Something a person did: a text sent, or what they did with a ringing call. */
export interface Act {
  at: number;
  from: string;
  kind: 'text' | 'call';
  /** The text's words, or the call action (press-1, say:<words>, no-answer…). */
  body: string;
  /** What the rules must make of it (from the reply corpus), for texts. */
  outcome?: string;
  /**
   * The order the people did things in. Acts stamped with the same simulated minute are told
   * apart by it: a call seen ringing only after a text went out was answered after the text.
   */
  seq?: number;
}

export function createObserver(harness: Pick<TestHarness, 'database'>) {
  const seen = new Set<string>();
  // Rows are stamped with real time; only those touched since (a little before) the last look
  // are read again, so a long run does not reread everything each step.
  let watermark = new Date(0);
  const arrivals: Arrival[] = [];
  const callsBySid = new Map<string, Arrival>();
  const acts: Act[] = [];
  const db = harness.database.db;
  let done = 0;

  return {
    arrivals,
    acts,
    did(act: Omit<Act, 'seq'>) {
      done += 1;
      acts.push({ ...act, seq: done });
    },

    /** Reads what arrived since the last look; returns the new arrivals. */
    async look(now: Date): Promise<Arrival[]> {
      const fresh: Arrival[] = [];
      const since = watermark;
      watermark = new Date(Date.now() - 5_000);
      const events = await db
        .select({
          sid: simulatorEvents.sid,
          kind: simulatorEvents.kind,
          phone: simulatorEvents.phone,
          body: simulatorEvents.body,
          state: simulatorEvents.state,
        })
        .from(simulatorEvents)
        .where(
          and(
            eq(simulatorEvents.direction, 'to_phone'),
            gte(simulatorEvents.updatedAt, since),
            inArray(simulatorEvents.state, ['delivered', 'undelivered', 'ringing', 'failed']),
          ),
        );
      // A call's language and words are known once it has ended: kept on its arrival.
      const ended = await db
        .select({
          sid: simulatorEvents.sid,
          body: simulatorEvents.body,
          language: simulatorEvents.language,
        })
        .from(simulatorEvents)
        .where(
          and(
            eq(simulatorEvents.kind, 'call'),
            eq(simulatorEvents.direction, 'to_phone'),
            eq(simulatorEvents.state, 'completed'),
            gte(simulatorEvents.updatedAt, since),
          ),
        );
      for (const call of ended) {
        const arrival = callsBySid.get(call.sid);
        if (arrival && call.language) {
          arrival.language = call.language;
          arrival.transcript = call.body;
        }
      }
      for (const event of events) {
        if (seen.has(event.sid)) continue;
        seen.add(event.sid);
        const arrival: Arrival = {
          at: now.getTime(),
          channel: event.kind === 'call' ? 'call' : 'sms',
          to: event.phone,
          body: event.body,
          delivered: event.state === 'delivered' || event.state === 'ringing',
          sid: event.sid,
        };
        arrivals.push(arrival);
        fresh.push(arrival);
        if (arrival.channel === 'call') callsBySid.set(event.sid, arrival);
      }
      const mail = await db
        .select({
          id: emails.id,
          to: emails.toAddress,
          subject: emails.subject,
          text: emails.textBody,
        })
        .from(emails)
        .where(and(eq(emails.status, 'sent'), gte(emails.sentAt, since)));
      for (const email of mail) {
        if (seen.has(email.id)) continue;
        seen.add(email.id);
        const arrival: Arrival = {
          at: now.getTime(),
          channel: 'email',
          to: email.to,
          subject: email.subject,
          body: email.text,
          delivered: true,
        };
        arrivals.push(arrival);
        fresh.push(arrival);
      }
      // In a fixed order, so the people's random choices repeat exactly for a seed.
      return fresh.sort(
        (a, b) =>
          a.channel.localeCompare(b.channel) ||
          a.to.localeCompare(b.to) ||
          a.body.localeCompare(b.body),
      );
    },
  };
}

export type Observer = ReturnType<typeof createObserver>;
