import { DateTime } from 'luxon';

/** The texts the engine sends to parents and families (PRODUCT.md §2–§3). */
const emergency = 'In an emergency, call 911.';

const clock = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toFormat('h:mm a');

export const parentReplies = {
  thanks: (name: string) =>
    `Thank you, ${name}! We've let your family know you're OK. Have a lovely day.`,
  familyTold: () =>
    `Thank you for telling us. Your family has been notified and will reach out soon. ${emergency}`,
  askAgain: () =>
    'Thanks for your message! Please reply YES if you are OK, or NO if you need help.',
};

export type FamilyNoticeKind = 'ok' | 'no' | 'info' | 'no_response' | 'undeliverable' | 'late';

export interface FamilyNotice {
  subject: string;
  text: string;
}

/** What a family member is told, the same words by text and by e-mail. */
export function familyNotice(
  kind: FamilyNoticeKind,
  facts: { parentName: string; at: Date; zone: string; reply?: string; lateAnswer?: 'YES' | 'NO' },
): FamilyNotice {
  const time = clock(facts.at, facts.zone);
  const name = facts.parentName;
  switch (kind) {
    case 'ok':
      return {
        subject: `${name} is OK today`,
        text: `${name} replied YES to today's check-in at ${time}. All is well.`,
      };
    case 'no':
      return {
        subject: `${name} may need help`,
        text: `${name} replied NO to today's check-in at ${time} and may need help. Please reach out to them now. ${emergency}`,
      };
    case 'info':
      return {
        subject: `${name} sent a message`,
        text: `${name} replied to today's check-in at ${time}: "${facts.reply ?? ''}"`,
      };
    case 'no_response':
      return {
        subject: `${name} did not respond today`,
        text: `${name} did not respond to today's check-in text or call. Please check on them. ${emergency}`,
      };
    case 'undeliverable':
      return {
        subject: `Today's check-in could not reach ${name}`,
        text: `Today's check-in text to ${name} could not be delivered. Please check on them. ${emergency}`,
      };
    case 'late':
      return {
        subject: `Update: ${name} replied ${facts.lateAnswer ?? 'YES'}`,
        text: `Update: ${name} replied ${facts.lateAnswer ?? 'YES'} at ${time}.${facts.lateAnswer === 'NO' ? ` Please reach out to them now. ${emergency}` : ''}`,
      };
  }
}
