import type { FollowUpDelay, VoiceResponse } from '@/shared/settings';

export const voiceResponseChoices: Record<VoiceResponse, { label: string; detail: string }> = {
  keypad: { label: 'Keypad', detail: 'Press 1 for yes (OK), 2 for no (needs help).' },
  voice: { label: 'Voice', detail: 'Say “yes” or “no”.' },
  both: { label: 'Both', detail: 'Press a key or speak, whichever comes easier.' },
};

export const delayLabel = (minutes: FollowUpDelay) => (minutes === 60 ? '1 hour' : '30 minutes');

/** One sentence on what happens when the parent does not reply, as these settings make it. */
export function followUpSummary(settings: {
  voiceEnabled: boolean;
  voiceResponse: VoiceResponse;
  followUpDelayMinutes: FollowUpDelay;
}) {
  const delay = delayLabel(settings.followUpDelayMinutes);
  if (!settings.voiceEnabled)
    return `No call: if there is no reply within ${delay} of the text arriving, the family is alerted.`;
  const answer =
    settings.voiceResponse === 'keypad'
      ? 'pressing 1 or 2'
      : settings.voiceResponse === 'voice'
        ? 'saying yes or no'
        : 'pressing 1 or 2, or saying yes or no';
  return `If there is no reply within ${delay} of the text arriving, we call and they answer by ${answer}.`;
}
