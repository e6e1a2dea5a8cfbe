import { readCorpus } from '../replies/corpus/read-corpus';
import type { TestHarness } from '../test/test-app';
import type { Cast, CastParent } from './cast';
import type { Arrival, Observer } from './observer';
import type { Random } from './random';

const MINUTE = 60_000;

/** Replies from the corpus, by the outcome the rules must give them. */
const corpus = (name: 'parent-replies.tsv' | 'family-replies.tsv') => {
  const byOutcome = new Map<string, string[]>();
  for (const line of readCorpus(name)) {
    if (!line.reply.trim()) continue;
    byOutcome.set(line.outcome, [...(byOutcome.get(line.outcome) ?? []), line.reply]);
  }
  return byOutcome;
};

/** What a parent says on the call, with what the call must make of it. */
export const spokenAnswers = {
  ok: ['yes', "I'm fine", 'sí', 'estoy bien', 'doing great'],
  needs_help: ['no', 'I fell', 'me caí', 'help me'],
} as const;

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
  const familyReplies = corpus('family-replies.tsv');
  const parentsByPhone = new Map(cast.parents.map((parent) => [parent.phone, parent]));
  const recipientPhones = new Set(
    cast.accounts.flatMap((account) =>
      account.recipients.flatMap((recipient) => (recipient.phone ? [recipient.phone] : [])),
    ),
  );
  const agenda: Planned[] = [];
  const plan = (at: number, from: string, outcome: string, book = parentReplies) =>
    agenda.push({ at, from, outcome, body: rng.pick(book.get(outcome)!) });

  const onCheckIn = (parent: CastParent, now: number) => {
    const roll = rng.next();
    const after = now + rng.int(1, 50) * MINUTE;
    if (roll < 0.5) plan(after, parent.phone, 'ok');
    else if (roll < 0.58) plan(after, parent.phone, 'needs_help');
    else if (roll < 0.6) plan(after, parent.phone, 'help');
    else if (roll < 0.65) {
      plan(after, parent.phone, 'other');
      plan(after + 10 * MINUTE, parent.phone, 'ok');
    } else if (roll < 0.67) {
      plan(after, parent.phone, 'opt_out');
      // Some change their mind the next day.
      if (rng.chance(0.5)) plan(after + rng.int(20, 30) * 60 * MINUTE, parent.phone, 'opt_in');
    }
    // Otherwise silence: the call will come.
  };

  const onCall = async (harness: TestHarness, arrival: Arrival) => {
    const sid = arrival.sid!;
    const action = rng.pick(callActions);
    const simulator = harness.services.channels.simulator!;
    if (action === 'say-ok' || action === 'say-plea') {
      const words = rng.pick(spokenAnswers[action === 'say-ok' ? 'ok' : 'needs_help']);
      observer.did({ at: arrival.at, from: arrival.to, kind: 'call', body: `say:${words}` });
      await simulator.actOnCall(sid, 'say', words);
    } else {
      observer.did({ at: arrival.at, from: arrival.to, kind: 'call', body: action });
      await simulator.actOnCall(sid, action);
    }
    // Some who missed the call write later.
    if (['no-answer', 'busy', 'stay-silent'].includes(action) && rng.chance(0.3))
      plan(arrival.at + rng.int(20, 120) * MINUTE, arrival.to, 'ok');
  };

  return {
    /** Reads what just arrived and decides what to do about it. */
    async react(harness: TestHarness, fresh: Arrival[]) {
      for (const arrival of fresh) {
        const parent = parentsByPhone.get(arrival.to);
        if (parent && arrival.channel === 'sms' && arrival.delivered) {
          if (arrival.body.includes('Reply YES if you are OK')) onCheckIn(parent, arrival.at);
        } else if (parent && arrival.channel === 'call' && arrival.delivered) {
          await onCall(harness, arrival);
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
