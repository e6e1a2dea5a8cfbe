import type { ConsentChannel, ConsentDto } from './onboarding';

/**
 * What the owner is told about a consent request that waits for the person's morning
 * (PRODUCT.md §3, "First contact in waking hours"), in that person's own zone:
 * "Will be sent at 9:00 AM their time (Sat, Nov 28)".
 */
export function consentWaitNote(
  waitsUntil: NonNullable<ConsentDto['waitsUntil']>,
  channel: ConsentChannel,
  subjectType: ConsentDto['subjectType'],
) {
  const at = new Date(waitsUntil.at);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: waitsUntil.zone,
  }).format(at);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: waitsUntil.zone,
  }).format(at);
  const whose = subjectType === 'owner' ? 'your' : 'their';
  return channel === 'voice'
    ? `We will call at ${time} ${whose} time (${day}).`
    : `Will be sent at ${time} ${whose} time (${day}).`;
}
