import type { ComplianceKeyword } from '../channels/sms/keywords';
import { classifyFamilyReply } from '../replies/classify-family-reply';
import { classifyReply, type ReplyOutcome } from '../replies/classify-reply';
import { parseConsentReply } from '../features/consent/service';
import type { PauseRequest } from '../features/pauses/service';
import { normalizeReply } from '../replies/normalize-reply';

/**
 * Who owns a text someone sent to the service (docs/product.md §2.2–§2.4, §2.10, §2.11, §3).
 * One pure decision, from what the words say (`readInbound`) and what is known of the number
 * (`InboundFacts`, read for a whole batch at once by answer-inbound.ts); the caller then calls
 * that route's owner, and only it.
 */

/** What a text's words could be, read by each owner's own rules. */
export interface InboundReading {
  /** STOP, START or HELP: the SMS channel has already acted on it. */
  keyword?: ComplianceKeyword;
  /** "Y", "YES", "SI", with the request's four digits when given. */
  consent?: { replyCode?: string };
  /** A family member's "I'm on it" or "SHE'S OK" (with what followed it). */
  family?: { action: 'claim' } | { action: 'resolve'; note: string };
  /** PAUSE 3 / PAUSA 3, or RESUME / SEGUIR (docs/product.md §2.14). */
  pause?: PauseRequest;
  /** The words as a parent's answer to her check-in. */
  parent: ReplyOutcome;
}

/**
 * A pause asked for by text: "PAUSE 3", "pause 3 days", "PAUSA 3 días"; PAUSE alone, or with a
 * number it cannot use, is still a pause request (she is told how to write it). RESUME and
 * SEGUIR end one. Nothing else around the words: "pause the music" is not a request.
 */
export function readPauseRequest(body: string): PauseRequest | undefined {
  const words = normalizeReply(body);
  if (/^(resume|seguir)( please| por favor)?$/.test(words)) return { action: 'resume' };
  const pause = /^(pause|pausa)(?: (\d{1,3}))?(?: (?:day|days|dia|dias))?$/.exec(words);
  if (!pause) return undefined;
  return pause[2] === undefined ? { action: 'pause' } : { action: 'pause', days: Number(pause[2]) };
}

export function readInbound(body: string): InboundReading {
  const parent = classifyReply(body);
  const consent = parseConsentReply(body);
  const keyword =
    parent === 'opt_out' || parent === 'opt_in' || parent === 'help' ? parent : undefined;
  const family = classifyFamilyReply(body);
  const pause = readPauseRequest(body);
  return {
    ...(pause ? { pause } : {}),
    ...(keyword ? { keyword } : {}),
    ...(consent ? { consent } : {}),
    ...(family.outcome === 'claim' ? { family: { action: 'claim' as const } } : {}),
    ...(family.outcome === 'resolve'
      ? { family: { action: 'resolve' as const, note: family.note ?? '' } }
      : {}),
    parent,
  };
}

/** A consent request waiting for this number's text. */
export interface WaitingRequest {
  id: string;
  replyCode: string | null;
}

/**
 * What is known of the number a text came from. Each fact is read only when the reading could
 * use it (answer-inbound.ts); one not read is absent, and reads as "no".
 */
export interface InboundFacts {
  /** Consent requests sent to this number by text and not answered. */
  waitingRequests?: WaitingRequest[];
  /** How many accounts have asked this number or have its agreement. */
  askingAccounts?: number;
  /** Whether no account has this number's agreement yet (every one is still asking). */
  noneAgreed?: boolean;
  /** Whether a check-in of a parent at this number is waiting for her answer. */
  openCheckIn?: boolean;
  /** Whether this number was told of an alert in the last 48 hours, with its own agreement. */
  toldOfAlert?: boolean;
  /** Whether a parent at this number may check in early now (her day not begun). */
  mayCheckInEarly?: boolean;
  /** Whether this number is a parent's, by her verified agreement (hers alone may pause). */
  parentNumber?: boolean;
  /** Whether one of her families has her check-ins paused. */
  paused?: boolean;
}

export type InboundRoute =
  /** The channel answered STOP, START or HELP; the parent's open days hear it too (a STOP ends them). */
  | { to: 'keyword'; keyword: ComplianceKeyword }
  /** A Y that agrees to these requests (decision 019: never one it was not meant for). */
  | { to: 'consent'; requests: string[] }
  /** A bare Y to a number several families are asking: ask which, by its code. */
  | { to: 'consent-which'; requests: string[] }
  /** A family member takes the alert they were told of in hand, or closes it. */
  | { to: 'family'; action: 'claim' }
  | { to: 'family'; action: 'resolve'; note: string }
  /** A parent's own PAUSE or RESUME, from the number that agreed (docs/product.md §2.14). */
  | { to: 'pause'; request: PauseRequest }
  /** A parent's YES before her day's time: the day begins checked in (her other families' open days hear it too). */
  | { to: 'early-check-in' }
  /** A parent's answer to the latest check-in of each family she agreed to (or words nobody asked for). */
  | { to: 'parent'; outcome: ReplyOutcome };

/** The consent route a Y takes, if any (docs/product.md §3, decision 019). */
function consentRoute(
  reply: { replyCode?: string },
  facts: InboundFacts,
): InboundRoute | undefined {
  const waiting = facts.waitingRequests ?? [];
  if (waiting.length === 0) return undefined;
  if (reply.replyCode) {
    const chosen = waiting.filter((request) => request.replyCode === reply.replyCode);
    return chosen.length > 0 ? { to: 'consent', requests: chosen.map(({ id }) => id) } : undefined;
  }
  // A bare Y while her check-in waits is her answer to it.
  if (facts.openCheckIn) return undefined;
  if ((facts.askingAccounts ?? 0) > 1) {
    // Asking which only while nobody has her agreement: then naming the families tells her
    // nothing she was not already told. Once one has it, a bare Y is most likely for that one.
    return facts.noneAgreed
      ? { to: 'consent-which', requests: waiting.map(({ id }) => id) }
      : undefined;
  }
  return { to: 'consent', requests: waiting.map(({ id }) => id) };
}

export function routeInbound(reading: InboundReading, facts: InboundFacts): InboundRoute {
  if (reading.keyword) return { to: 'keyword', keyword: reading.keyword };
  // Only from a parent's own number; a RESUME with nothing paused is for her check-in.
  if (reading.pause && facts.parentNumber && (reading.pause.action === 'pause' || facts.paused))
    return { to: 'pause', request: reading.pause };
  const consent = reading.consent && consentRoute(reading.consent, facts);
  if (consent) return consent;
  // A claim never reads as a parent's YES or NO, but only from a number told of an alert.
  if (reading.family && facts.toldOfAlert) return { to: 'family', ...reading.family };
  if (reading.parent === 'ok' && facts.mayCheckInEarly) return { to: 'early-check-in' };
  return { to: 'parent', outcome: reading.parent };
}

/** The facts a reading could use, so a batch reads only those (answer-inbound.ts). */
export function factsNeeded(reading: InboundReading) {
  return {
    consent: !reading.keyword && reading.consent !== undefined,
    alerts: !reading.keyword && reading.family !== undefined,
    early: !reading.keyword && reading.parent === 'ok',
    pause: reading.pause !== undefined,
  };
}
