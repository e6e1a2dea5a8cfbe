import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLibrary, messageTemplates } from '../../db/schema';
import { callJson, signInAs } from '../../test/sign-in';
import { createTestHarness, type TestHarness } from '../../test/test-app';

// Issue 39: Rose received "…Love, Ann {name". A message the grammar refuses (template-grammar.ts)
// is answered 400 with where it went wrong, and nothing is stored or changed.

let harness: TestHarness;
let owner: string;
beforeAll(async () => {
  harness = await createTestHarness();
  owner = await signInAs(harness, 'grammar@example.com', 'Ann');
});
afterAll(async () => {
  await harness.close();
});

const refusal = (message: string) => ({ error: { code: 'validation_failed', message } });

describe('messages that would reach a parent as typed', () => {
  it('refuse a template with an unclosed brace or an unknown variable, new or edited', async () => {
    const refused = await callJson(harness, 'POST', '/api/templates', owner, {
      title: 'Sign-off',
      messageContent: 'Love, Ann {name',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusal('Unclosed { at character 11'));

    const created = await callJson(harness, 'POST', '/api/templates', owner, {
      title: 'Morning',
      messageContent: 'Good morning {parent_name}!',
    });
    expect(created.status).toBe(201);
    const { template } = (await created.json()) as { template: { id: string } };
    const edited = await callJson(harness, 'PUT', `/api/templates/${template.id}`, owner, {
      title: 'Morning',
      messageContent: 'Good morning {nmae}!',
    });
    expect(edited.status).toBe(400);
    expect(await edited.json()).toEqual(
      refusal(
        'Unknown variable {nmae} at character 14; use one of {parent_name}, {medication_name}, {date}, {time}',
      ),
    );
    const stored = await harness.database.db.select().from(messageTemplates);
    expect(stored.map((row) => row.messageContent)).toEqual(['Good morning {parent_name}!']);
  });

  it('refuse a campaign day and a content item by the same grammar', async () => {
    const campaign = await callJson(harness, 'POST', '/api/campaigns', owner, {
      name: 'Spring',
      startDate: new Date().toISOString().slice(0, 10),
      messages: ['Hello {parent_name}', 'See you at {time'],
    });
    expect(campaign.status).toBe(400);
    expect(await campaign.json()).toEqual(refusal('Day 2: Unclosed { at character 12'));

    const before = await harness.database.db.select().from(contentLibrary);
    const content = await callJson(harness, 'POST', '/api/content', owner, {
      contentType: 'fun_fact',
      title: 'Owls',
      content: 'Owls cannot move their eyes, {parent_name}.',
    });
    expect(content.status).toBe(400);
    expect(await content.json()).toEqual(
      refusal('Unknown variable {parent_name} at character 30; this message takes no variables'),
    );
    expect(await harness.database.db.select().from(contentLibrary)).toHaveLength(before.length);
  });
});
