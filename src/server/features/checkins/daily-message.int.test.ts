import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentLibrary, scheduledMessages } from '../../db/schema';
import { engineTestFile } from '../../test/engine-test-file';

// A clock the test moves. Monday 12 January 2026, 8:00 AM in New York (EST).
const { setClock, harness, world, sendTodays } = engineTestFile('2026-01-12T13:00:00Z');
const { api, textsTo, setUpFamily } = world;

describe('what the day’s text says', () => {
  it('opens with the account’s favourite template, its own values filled in', async () => {
    const family = await setUpFamily('words-favourite');
    await api(family.owner, 'POST', '/api/templates', {
      title: 'Pills',
      messageContent: 'Morning {parent_name}! Did you take your {medication_name}?',
      variables: { medication_name: 'Lisinopril' },
    }).then(({ template }: { template: { id: string } }) =>
      api(family.owner, 'PATCH', `/api/templates/${template.id}/favorite`, { isFavorite: true }),
    );
    // A template that is not a favourite is never used.
    await api(family.owner, 'POST', '/api/templates', {
      title: 'Other',
      messageContent: 'Not this one, {parent_name}.',
    });
    const checkIn = await sendTodays(family, '2026-01-26');
    expect(checkIn.body!.split('\n')[0]).toBe('Morning Gran! Did you take your Lisinopril?');
    expect((await textsTo(family.parentPhone)).at(-1)).toBe(checkIn.body);
  });

  it('uses a campaign’s line on its days, locks the day once sent, and adds a fun fact on day 3', async () => {
    const family = await setUpFamily('words-campaign');
    setClock('2026-02-02T13:00:00Z'); // 8:00 AM in New York, before the text
    const { campaign } = await api(family.owner, 'POST', '/api/campaigns', {
      name: 'Spring',
      startDate: '2026-02-02',
      messages: ['Day one, {parent_name}.', 'Day two.', 'Day three.'],
    });
    const days = await harness()
      .database.db.select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.campaignId, campaign.id))
      .orderBy(asc(scheduledMessages.day));
    const usedFacts = async () =>
      (
        await harness()
          .database.db.select({ usage: contentLibrary.usageCount })
          .from(contentLibrary)
          .where(eq(contentLibrary.contentType, 'fun_fact'))
      ).reduce((sum, row) => sum + row.usage, 0);

    const first = await sendTodays(family, '2026-02-02');
    expect(first.body!.split('\n')[0]).toBe('Day one, Gran.');
    expect(first.body).not.toContain('Fun fact');
    const [sentDay] = await harness()
      .database.db.select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, days[0]!.id));
    expect(sentDay!.sentAt).toEqual(new Date('2026-02-02T14:00:00Z'));
    const edit = await harness().app.request(`/api/scheduled-messages/${days[0]!.id}`, {
      method: 'PUT',
      headers: { cookie: family.owner, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Too late' }),
    });
    expect(edit.status).toBe(409);

    await sendTodays(family, '2026-02-03');
    const before = await usedFacts();
    const third = await sendTodays(family, '2026-02-04');
    const [opening, fact] = third.body!.split('\n\n');
    expect(opening).toBe('Day three.');
    expect(fact).toMatch(/^Fun fact: \S/);
    expect(await usedFacts()).toBeGreaterThan(before);
  });
});
