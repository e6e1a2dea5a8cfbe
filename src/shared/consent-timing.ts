import type { ConsentChannel, ConsentDto } from './onboarding';

/**
 * What the owner is told about a consent request that waits for the person's morning
 * (docs/product.md §3, "First contact in waking hours"), in that person's own zone:
 * "Will be sent at 9:00 AM their time (Sat, Nov 28)".
 */
export function consentWaitNote(
  waitsUntil: NonNullable<ConsentDto['waitsUntil']>,
  channel: ConsentChannel,
  subjectType: ConsentDto['subjectType'],
) {
  const when = theirMoment(waitsUntil, subjectType);
  return channel === 'voice' ? `We will call at ${when}.` : `Will be sent at ${when}.`;
}

/** "9:00 AM their time (Sat, Nov 28)", or "your time" for the owner's own number. */
export function theirMoment(
  waitsUntil: NonNullable<ConsentDto['waitsUntil']>,
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
  return `${time} ${subjectType === 'owner' ? 'your' : 'their'} time (${day})`;
}
