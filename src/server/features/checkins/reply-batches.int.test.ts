import { formatPhone } from '@/shared/phone';
import { describe, expect, it } from 'vitest';
import { engineTestFile } from '../../test/engine-test-file';
import type { Family } from '../../test/engine-world';

// Monday 12 January 2026, 8:00 AM in New York (EST); the day's texts go at 9:00 AM.
const { setClock, harness, world } = engineTestFile('2026-01-12T13:00:00Z');
const { drain, textsTo, emailsTo, checkInOf, setUpFamily, sweep, text, nextPhone } = world;

/** What a family got, as its people read it; each check-in's own links made alike. */
async function whatTheyGot(family: Family) {
  // Each family's parent has her own number, which her alerts give (docs/product.md §2.15).
  const number = formatPhone(family.parentPhone);
  const read = (texts: string[]) =>
    texts.map((body) =>
      body.replace(/\/alert\/\S+/g, '/alert/…').replaceAll(number, '<her number>'),
    );
  return {
    status: (await checkInOf(family.parentId)).map((row) => row.status),
    parent: read(await textsTo(family.parentPhone)),
    members: await Promise.all(
      Object.values(family.members).map(async (phone) => read(await textsTo(phone))),
    ),
    inboxes: await Promise.all(
      [family.ownerEmail, ...Object.values(family.memberEmails)].map(async (address) =>
        (await emailsTo(address)).map((email) => email.subject).sort(),
      ),
    ),
  };
}

/** The morning's replies: a YES (twice), a NO, a few words, and a STOP. */
const replies = (families: Family[]) => [
  { from: families[0]!.parentPhone, body: 'YES' },
  { from: families[1]!.parentPhone, body: 'no' },
  { from: families[2]!.parentPhone, body: 'At the doctor, all fine' },
  { from: families[3]!.parentPhone, body: 'STOP' },
  { from: families[0]!.parentPhone, body: 'yes!' },
];

describe('replies that come in together', () => {
  it('are answered in batches exactly as they would be one at a time, seen from the phones and inboxes', async () => {
    const alone: Family[] = [];
    const together: Family[] = [];
    for (const index of [0, 1, 2, 3]) {
      alone.push(await setUpFamily(`alone-${index}`));
      together.push(await setUpFamily(`together-${index}`));
    }
    setClock('2026-01-12T14:00:00Z');
    await sweep();
    await drain();

    // The batches' sizes, to know the replies below really shared one.
    const handlers = harness().services.channels.dispatch.to;
    const batchSizes: number[] = [];
    const answer = handlers.inboundTexts.bind(handlers);
    handlers.inboundTexts = async (tx, texts) => {
      batchSizes.push(texts.length);
      await answer(tx, texts);
    };

    setClock('2026-01-12T14:05:00Z');
    for (const reply of replies(alone)) await text(reply.from, reply.body);
    expect(Math.max(...batchSizes)).toBe(1);
    batchSizes.length = 0;
    // The same replies at once, with a stranger's YES among them.
    await Promise.all(
      [...replies(together), { from: nextPhone().e164, body: 'YES' }].map((reply) =>
        text(reply.from, reply.body),
      ),
    );
    expect(Math.max(...batchSizes)).toBeGreaterThan(1);
    await drain();

    for (const index of [0, 1, 2, 3]) {
      expect(await whatTheyGot(together[index]!)).toEqual(await whatTheyGot(alone[index]!));
    }
    // And what that is, for the YES and the NO.
    const yes = await whatTheyGot(together[0]!);
    expect(yes.status).toEqual(['ok']);
    expect(yes.parent.filter((body) => body.startsWith('Thank you'))).toHaveLength(1);
    expect(yes.members[0]).toContain(
      "Grace Hopper replied YES to today's check-in at 9:05 AM. All is well.",
    );
    const no = await whatTheyGot(together[1]!);
    expect(no.status).toEqual(['needs_help']);
    expect(no.members[0]!.at(-1)).toContain('Grace Hopper replied NO to today');
    expect(no.inboxes[0]!.length).toBeGreaterThan(0);
  });
});
