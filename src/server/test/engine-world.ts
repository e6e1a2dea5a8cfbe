import { eq } from 'drizzle-orm';
import { checkIns } from '../db/schema';
import { engineCalls } from './engine-calls';
import { engineFamilies } from './engine-families';
import { engineInboxes } from './engine-inboxes';
import type { TestHarness } from './test-app';

export type { Family } from './engine-families';

const MINUTE = 60_000;

/** A clock a test moves by hand. */
export function movableClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
    advance: (minutes: number) => {
      current = new Date(current.getTime() + minutes * MINUTE);
    },
  };
}

/**
 * The check-in engine's world as the phones and inboxes see it: accounts set up through the
 * API, parents answering through the phone simulator's signed webhooks, and what each phone
 * and inbox received. Jobs are worked by hand, as a worker would.
 */
export function engineWorld(
  harness: TestHarness,
  options: {
    areaCode?: string;
    /** The test's clock, when it can be moved: lets a consent that waits for 9:00 AM go. */
    clock?: Pick<ReturnType<typeof movableClock>, 'now' | 'set'>;
  } = {},
) {
  const areaCode = options.areaCode ?? '718';
  let phoneSeq = 100;
  const nextPhone = () => {
    phoneSeq += 1;
    return { typed: `(${areaCode}) 555-0${phoneSeq}`, e164: `+1${areaCode}5550${phoneSeq}` };
  };

  const api = async (cookie: string, method: string, path: string, body?: unknown) => {
    const response = await harness.app.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };

  const simulator = () => harness.services.channels.simulator!;
  const serviceNumber = () => harness.config.sms.fromNumber;
  const db = harness.database.db;

  const checkInOf = async (parentId: string) =>
    db.select().from(checkIns).where(eq(checkIns.parentId, parentId));

  const text = (from: string, body: string) =>
    simulator().textFromPhone(from, serviceNumber(), body);

  const inboxes = engineInboxes(harness);
  const calls = engineCalls(harness, {
    simulator,
    serviceNumber,
    drain: inboxes.drain,
    checkInOf,
  });
  const families = engineFamilies(harness, {
    clock: options.clock,
    api,
    nextPhone,
    drain: inboxes.drain,
    textsTo: inboxes.textsTo,
    text,
    answerLatestCall: calls.answerLatestCall,
    confirmEmail: inboxes.confirmEmail,
  });

  return {
    api,
    nextPhone,
    simulator,
    serviceNumber,
    ...inboxes,
    checkInOf,
    text,
    ...families,
    ...calls,
    sweep: () => harness.services.checkIns.sweep(),
    followUp: () => harness.services.checkIns.followUp(),
  };
}

export type EngineWorld = ReturnType<typeof engineWorld>;
