import type { Arrival } from '../observer';
import type { Told } from './days';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a text or e-mail tells about a parent, read the way a person reads it: by its words.
 * Undefined when it is not about that parent.
 */
export function noticeAbout(
  arrival: Arrival,
  parentName: string,
): Told | 'claimed' | 'resolved' | undefined {
  const name = escape(parentName);
  if (arrival.channel === 'email') {
    const subject = arrival.subject ?? '';
    if (subject === `${parentName} is OK today`) return 'ok';
    if (subject === `${parentName} may need help`) return 'no';
    if (subject === `${parentName} did not respond today`) return 'no_response';
    if (subject === `Today's check-in could not reach ${parentName}`) return 'undeliverable';
    if (subject.startsWith(`Update: ${parentName} replied`)) return 'late';
    if (subject === `${parentName} sent a message`) return 'info';
    if (/ is on it \(/.test(subject) && arrival.body.includes(`alert about ${parentName}.`))
      return 'claimed';
    if (subject.endsWith(` says ${parentName} is OK`)) return 'resolved';
    return undefined;
  }
  if (arrival.channel !== 'sms') return undefined;
  const body = arrival.body;
  if (new RegExp(`^${name} replied YES to today's check-in`).test(body)) return 'ok';
  if (new RegExp(`^${name} checked in early today`).test(body)) return 'ok';
  if (new RegExp(`^${name} replied NO to today's check-in`).test(body)) return 'no';
  if (new RegExp(`^${name} replied to today's check-in at \\d{1,2}:\\d{2} [AP]M: "`).test(body))
    return body.includes('may need help') ? 'no' : 'info';
  if (new RegExp(`^${name} did not (reply to|respond to today's check-in calls)`).test(body))
    return 'no_response';
  if (body.startsWith(`Today's check-in text to ${parentName} could not be delivered`))
    return 'undeliverable';
  if (body.startsWith(`Update: ${parentName} replied`)) return 'late';
  if (/^\S+ is on it \(/.test(body) && body.includes(`alert about ${parentName}.`))
    return 'claimed';
  if (new RegExp(`^\\S+ says ${name} is OK`).test(body)) return 'resolved';
  return undefined;
}
