import type { CallAction } from '../channels/simulator/simulator-network';
import { readCorpus } from '../replies/corpus/read-corpus';
import type { TestHarness } from '../test/test-app';
import type { Cast, CastAccount, CastParent } from './cast';
import type { Arrival, Observer } from './observer';
import type { Random } from './random';

const MINUTE = 60_000;

/**
 * Replies from the corpus, by the outcome the rules must give them: all of them, or only the
 * Spanish sections' (a parent checked on in Spanish answers in Spanish; START is the one
 * opt-in word either way).
 */
const corpus = (name: 'parent-replies.tsv' | 'family-replies.tsv', spanishOnly = false) => {
  const byOutcome = new Map<string, string[]>();
  for (const line of readCorpus(name)) {
    if (!line.reply.trim()) continue;
    if (spanishOnly && !line.section.startsWith('Spanish') && line.outcome !== 'opt_in') continue;
    byOutcome.set(line.outcome, [...(byOutcome.get(line.outcome) ?? []), line.reply]);
  }
  return byOutcome;
};

/** What a parent says on the call, with what the call must make of it. */
export const spokenAnswers = {
  ok: ['yes', "I'm fine", 'sí', 'estoy bien', 'doing great'],
  needs_help: ['no', 'I fell', 'me caí', 'help me'],
} as const;

/** What a parent checked on in Spanish says on the call. */
export const spokenSpanish = {
  ok: ['sí', 'estoy bien', 'todo bien'],
  needs_help: ['no', 'me caí', 'necesito ayuda'],
} as const;

/** The last line of every check-in text that asks for a reply, in either language. */
const checkInLastLines = [
  'Reply YES if you are OK, or NO if you need help.',
  'Responda SÍ si está bien, o NO si necesita ayuda.',
];

/**
 * A check-in text, told by its last line. The answer to HELP (or AYUDA) explains the daily
 * text in nearly the same words ("Responda SÍ si está bien o NO si necesita ayuda. Preguntas:
 * …") but goes on after them: read as a check-in, it made a second day of one.
 */
export const isCheckInBody = (body: string) =>
  checkInLastLines.some((line) => body.trimEnd().endsWith(line));

export const callActions = [
  'press-1',
  'press-1',
  'press-2',
  'say-ok',
  'say-ok',
  'say-plea',
  'no-answer',
  'busy',
  'stay-silent',
] as const;

/**
 * A parent checked on by call: the day's call is their only check-in, so they answer it more
 * often, and now and then ask on it for no more calls.
 */
export const callParentActions = [...callActions, 'press-1', 'say-ok', 'press-9'] as const;

interface Planned {
  at: number;
  from: string;
  body: string;
  outcome: string;
}

/**
 * The people of a run, reading what reaches them and answering at random, as people do:
 * parents reply to their check-in with real-world words from the reply corpus (English and
 * Spanish, chat, pleas, opt-outs, START later), or stay silent and do something with the call;
 * family members who get an alert by text sometimes answer ON IT or SHE'S OK. Every act is
 * logged with the outcome the rules must give it.
 */
export function createPeople(cast: Cast, rng: Random, observer: Observer) {
  const parentReplies = corpus('parent-replies.tsv');
  const spanishReplies = corpus('parent-replies.tsv', true);
  const familyReplies = corpus('family-replies.tsv');
  const parentsByPhone = new Map(cast.parents.map((parent) => [parent.phone, parent]));
  const recipientPhones = new Set(
    cast.accounts.flatMap((account) =>
      account.recipients.flatMap((recipient) => (recipient.phone ? [recipient.phone] : [])),
    ),
  );
  const agenda: Planned[] = [];
  const accountOf = new Map(
    cast.accounts.flatMap((account) => account.parents.map((parent) => [parent.id, account])),
  );
  /** Phones of a deleted account: they only listen now (to the farewell). */
  const forgotten = new Set<string>();
  /** A parent who never agrees answers the request no once, then nothing. */
  const saidNo = new Set<string>();
  /**
   * When check-ins stopped for the parent's account (its trial ended, or it was deleted): a
   * call after it is the notice, which she listens to.
   */
  const stoppedFor = (parent: CastParent) => {
    const account = accountOf.get(parent.id)!;
    return Math.min(account.trialEndsAt ?? Infinity, account.deletedAt ?? Infinity);
  };
  const plan = (at: number, from: string, outcome: string, book = parentReplies) =>
    agenda.push({ at, from, outcome, body: rng.pick(book.get(outcome)!) });
  // A parent who pauses her own check-ins texts it at the planned instant (cast-events.ts).
  for (const parent of cast.parents)
    if (parent.pause)
      agenda.push({
        at: parent.pause.at,
        from: parent.phone,
        outcome: 'pause',
        body: `${parent.language === 'es' ? 'PAUSA' : 'Pause'} ${parent.pause.days}`,
      });

  const onCheckIn = (parent: CastParent, now: number) => {
    const roll = rng.next();
    const after = now + rng.int(1, 50) * MINUTE;
    // In their own language: a Spanish-speaking parent answers with the corpus's Spanish.
    const book = parent.language === 'es' ? spanishReplies : parentReplies;
    const say = (at: number, outcome: string) => plan(at, parent.phone, outcome, book);
    if (roll < 0.5) say(after, 'ok');
    else if (roll < 0.58) say(after, 'needs_help');
    else if (roll < 0.6) say(after, 'help');
    else if (roll < 0.65) {
      say(after, 'other');
      say(after + 10 * MINUTE, 'ok');
    } else if (roll < 0.67) {
      say(after, 'opt_out');
      // Some change their mind the next day.
      if (rng.chance(0.5)) say(after + rng.int(20, 30) * 60 * MINUTE, 'opt_in');
    }
    // Otherwise silence: the call will come.
  };

  const onCall = async (harness: TestHarness, arrival: Arrival, parent: CastParent) => {
    const sid = arrival.sid!;
    const byCall = parent.checkInBy === 'call';
    const simulator = harness.services.channels.simulator!;
    // Not a check-in call: the consent call of a parent who never agrees (she lets it ring, or
    // says no once), or the notice that check-ins stopped (she listens).
    const special =
      arrival.at > stoppedFor(parent)
        ? 'press-1'
        : parent.consentAnswer
          ? parent.consentAnswer === 'no' && !saidNo.has(parent.phone)
            ? accountOf.get(parent.id)!.voiceResponse === 'voice'
              ? 'say:no'
              : 'press-2'
            : 'no-answer'
          : undefined;
    if (special) {
      if (parent.consentAnswer === 'no') saidNo.add(parent.phone);
      observer.did({ at: arrival.at, from: arrival.to, kind: 'call', body: special });
      if (special === 'say:no') await simulator.actOnCall(sid, 'say', 'no');
      else await simulator.actOnCall(sid, special as CallAction);
      return;
    }
    const action = rng.pick<string>(byCall ? callParentActions : callActions);
    const spoken = parent.language === 'es' ? spokenSpanish : spokenAnswers;
    if (action === 'say-ok' || action === 'say-plea') {
      const words = rng.pick(spoken[action === 'say-ok' ? 'ok' : 'needs_help']);
      observer.did({ at: arrival.at, from: arrival.to, kind: 'call', body: `say:${words}` });
      await simulator.actOnCall(sid, 'say', words);
    } else {
      observer.did({ at: arrival.at, from: arrival.to, kind: 'call', body: action });
      await simulator.actOnCall(sid, action as CallAction);
    }
    // Some who missed the call write later; a parent checked on by call never texts.
    if (!byCall && ['no-answer', 'busy', 'stay-silent'].includes(action) && rng.chance(0.3))
      plan(
        arrival.at + rng.int(20, 120) * MINUTE,
        arrival.to,
        'ok',
        parent.language === 'es' ? spanishReplies : parentReplies,
      );
  };

  return {
    /** Reads what just arrived and decides what to do about it. */
    async react(harness: TestHarness, fresh: Arrival[]) {
      for (const arrival of fresh) {
        const parent = parentsByPhone.get(arrival.to);
        if (forgotten.has(arrival.to) && !(parent && arrival.channel === 'call')) continue;
        if (parent && arrival.channel === 'sms' && arrival.delivered) {
          if (isCheckInBody(arrival.body)) onCheckIn(parent, arrival.at);
          else if (
            parent.consentAnswer === 'no' &&
            !saidNo.has(parent.phone) &&
            /would like to send you|quiere enviarle/.test(arrival.body)
          ) {
            saidNo.add(parent.phone);
            agenda.push({
              at: arrival.at + rng.int(1, 50) * MINUTE,
              from: parent.phone,
              outcome: 'consent_no',
              body: parent.language === 'es' ? 'No, gracias' : 'No thanks',
            });
          }
        } else if (parent && arrival.channel === 'call' && arrival.delivered) {
          await onCall(harness, arrival, parent);
        } else if (
          recipientPhones.has(arrival.to) &&
          arrival.channel === 'sms' &&
          arrival.body.includes('Reply ON IT')
        ) {
          const roll = rng.next();
          const after = arrival.at + rng.int(1, 15) * MINUTE;
          if (roll < 0.35) plan(after, arrival.to, 'claim', familyReplies);
          else if (roll < 0.4) plan(after, arrival.to, 'resolve', familyReplies);
        }
      }
    },

    /** The account was deleted: its people send nothing more, and only listen to calls. */
    forget(account: CastAccount) {
      const phones = [
        ...account.parents.map((parent) => parent.phone),
        ...account.recipients.flatMap((r) => (r.phone ? [r.phone] : [])),
      ];
      for (const phone of phones) forgotten.add(phone);
      for (const item of [...agenda])
        if (forgotten.has(item.from)) agenda.splice(agenda.indexOf(item), 1);
    },

    /** When the next text someone means to send is due, if anyone means to send one. */
    nextText(): number | undefined {
      return agenda.length > 0 ? Math.min(...agenda.map((item) => item.at)) : undefined;
    },

    /** Sends the texts whose time has come. */
    async speak(harness: TestHarness, now: Date) {
      const simulator = harness.services.channels.simulator!;
      const due = agenda.filter((item) => item.at <= now.getTime()).sort((a, b) => a.at - b.at);
      for (const item of due) {
        agenda.splice(agenda.indexOf(item), 1);
        observer.did({
          at: now.getTime(),
          from: item.from,
          kind: 'text',
          body: item.body,
          outcome: item.outcome,
        });
        await simulator.textFromPhone(item.from, harness.config.sms.fromNumber, item.body);
      }
    },
  };
}

export type People = ReturnType<typeof createPeople>;
