import { describe, expect, it } from 'vitest';
import { createCampaignSchema, scheduledMessageEditSchema } from './campaigns';
import { contentSchema, templateSchema } from './library';
import { parseTemplate, templateProblem } from './template-grammar';

// Issue 39: "{name" was saved, and Rose received "…Love, Ann {name". One grammar refuses it, with
// where, on the forms and the server alike.

describe('the template grammar', () => {
  it('reads text and known variables into parts', () => {
    expect(parseTemplate('Hi {parent_name}, it is {time}.')).toEqual({
      ok: true,
      parts: [
        { text: 'Hi ' },
        { variable: 'parent_name' },
        { text: ', it is ' },
        { variable: 'time' },
        { text: '.' },
      ],
    });
  });

  it.each([
    ['Love, Ann {name', 'Unclosed { at character 11'],
    ['Hi {parent_name, see you', 'Unclosed { at character 4'],
    ['Hi {{parent_name}', 'Unclosed { at character 4'],
    ['Hi {parent\n_name}', 'Unclosed { at character 4'],
    ['Hi parent_name}', 'Unmatched } at character 15'],
    [
      '{nmae}, good morning',
      'Unknown variable {nmae} at character 1; use one of {parent_name}, {medication_name}, {date}, {time}',
    ],
    [
      'Good morning {Parent_Name}!',
      'Unknown variable {Parent_Name} at character 14; use one of {parent_name}, {medication_name}, {date}, {time}',
    ],
    // Positions count what people see: an emoji is one character.
    [
      '💐 {x}',
      'Unknown variable {x} at character 3; use one of {parent_name}, {medication_name}, {date}, {time}',
    ],
  ])('refuses %j: %s', (content, problem) => {
    expect(templateProblem(content)).toBe(problem);
  });

  it('is the rule of templates, campaign days and content, each with its own variables', () => {
    const template = { title: 'Hi', messageContent: 'Love, Ann {name' };
    expect(templateSchema.safeParse(template).error?.issues).toEqual([
      expect.objectContaining({ path: ['messageContent'], message: 'Unclosed { at character 11' }),
    ]);
    // A campaign day has no medication of its own: only the day's values.
    const campaign = createCampaignSchema.safeParse({
      name: 'Spring',
      startDate: '2026-04-01',
      messages: ['Hello {parent_name}', '', 'Your {medication_name} now'],
    });
    expect(campaign.error?.issues.map((issue) => issue.message)).toEqual([
      'Day 2: Unknown variable {medication_name} at character 6; use one of {parent_name}, {date}, {time}',
    ]);
    expect(
      scheduledMessageEditSchema.safeParse({ content: 'It is {date' }).error?.issues[0]?.message,
    ).toBe('Unclosed { at character 7');
    // A fun fact is added to the text as it is.
    expect(
      contentSchema.safeParse({
        contentType: 'fun_fact',
        title: 'Owls',
        content: 'Hi {parent_name}',
      }).error?.issues[0]?.message,
    ).toBe('Unknown variable {parent_name} at character 4; this message takes no variables');
  });
});
