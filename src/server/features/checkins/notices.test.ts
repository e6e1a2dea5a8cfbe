import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../channels/email/email-template';
import { familyNotice, type FamilyNoticeKind } from './notices';

/**
 * An alert's next steps (docs/product.md §2.15), as the family reads them: what happened, then
 * her number to call, then who to try if she does not answer, then 911.
 */
const grace = {
  parentName: 'Grace Hopper',
  parentFirstName: 'Grace',
  parentPhone: '+12125550100',
  at: new Date('2026-01-12T14:05:00Z'),
  zone: 'America/New_York',
};
const steps =
  'Call Grace now: (212) 555-0100. No answer? Call someone near Grace. In an emergency, call 911.';

describe('the steps an alert names', () => {
  it.each<[string, FamilyNoticeKind, object, string]>([
    [
      'a NO',
      'no',
      { reply: 'no' },
      "Grace Hopper replied NO to today's check-in at 9:05 AM and may need help.",
    ],
    [
      'a plea in her words',
      'no',
      { reply: 'I fell' },
      `Grace Hopper replied to today's check-in at 9:05 AM: "I fell". They may need help.`,
    ],
    [
      'no response',
      'no_response',
      { missedReason: 'no_answer' },
      'Grace Hopper did not reply to the text and did not answer the call.',
    ],
    [
      'a text that could not be delivered',
      'undeliverable',
      {},
      "Today's check-in text to Grace Hopper could not be delivered.",
    ],
    ['a late NO', 'late', { lateAnswer: 'NO' }, 'Update: Grace Hopper replied NO at 9:05 AM.'],
  ])(
    '%s: what happened, then call her, then someone near her, then 911',
    (_, kind, facts, happened) => {
      expect(familyNotice(kind, { ...grace, ...facts }).text).toBe(`${happened} ${steps}`);
    },
  );

  it.each<[string, FamilyNoticeKind, object]>([
    ['a YES', 'ok', {}],
    ['a late YES', 'late', { lateAnswer: 'YES' }],
    ['other words', 'info', { reply: 'at the doctor' }],
    ["someone's claim", 'claimed', { by: 'Lee' }],
    ['a close', 'resolved', { by: 'Lee' }],
  ])('%s: no steps, and no number', (_, kind, facts) => {
    const notice = familyNotice(kind, { ...grace, ...facts });
    expect(notice.text).not.toContain('555-0100');
    expect(JSON.stringify(notice.paragraphs)).not.toContain('tel:');
  });

  it('the e-mail makes her number a tel: link, and its text part reads the same words', () => {
    const notice = familyNotice('no', { ...grace, reply: 'no' });
    const email = renderEmail({
      subject: notice.subject,
      heading: notice.subject,
      paragraphs: notice.paragraphs,
    });
    expect(email.html).toMatch(
      /Call Grace now: <a href="tel:\+12125550100"[^>]*>\(212\) 555-0100<\/a>\. No answer\? Call someone near Grace\. In an emergency, call 911\./,
    );
    expect(email.text).toContain(`may need help.\n\n${steps}`);
  });

  // A text of GSM characters goes as one segment up to 160 of them, and in 153-character parts
  // beyond. The alert's text adds " Reply ON IT if you are handling it. " (37) and its link
  // (about 250 with the signed token), so words of 172 or fewer keep a NO at three parts.
  it('a NO for a parent with an everyday name keeps its words to 172 characters', () => {
    expect(familyNotice('no', { ...grace, reply: 'no' }).text.length).toBeLessThanOrEqual(172);
  });
});
