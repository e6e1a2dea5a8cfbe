import type { EmailChannel } from '../../channels/email/email-channel';
import type { Database } from '../../db/client';
import { personAndOwnerOf } from './consent-people';
import type { Consent } from './service';

/**
 * A number that agreed, or was being asked, replied STOP: its owner hears it at once
 * (docs/product.md §3), once per account and person, not through a later day's skipped check-in.
 */
export async function tellOwnerOptedOut(
  deps: { email: EmailChannel; publicUrl: string },
  tx: Database,
  consent: Consent,
  at: Date,
) {
  const found = await personAndOwnerOf(tx, consent);
  if (!found) return;
  const { person, ownerEmail } = found;
  const what = whatStops(consent.subjectType, person.first);
  // A parent checked on by call stops the calls on a call (press 9, "stop calling").
  const asked =
    consent.channel === 'voice'
      ? {
          subject: `${person.first} asked us to stop calling`,
          first: `${person.first} asked us to stop calling (on a call, or by text). ${what}`,
          undo: `If it was a mistake, you can change how ${person.first} is checked on, or ask them to text START to our number, and then send the consent request again from your dashboard.`,
        }
      : {
          subject: `${person.first} replied STOP`,
          first: `${person.first}'s number replied STOP to our texts. ${what}`,
          undo: `If it was a mistake, ${person.first} can reply START to our number, and you can then send the consent request again from your dashboard.`,
        };
  await deps.email.queue(
    {
      idempotencyKey: `opted-out:${consent.id}:${at.getTime()}`,
      to: ownerEmail,
      kind: 'opted-out',
      userId: consent.userId,
      context: { consentId: consent.id },
      content: {
        subject: asked.subject,
        heading: asked.subject,
        paragraphs: [asked.first, asked.undo],
        action: { label: 'Open your dashboard', url: `${deps.publicUrl}/dashboard` },
      },
    },
    tx,
  );
}

function whatStops(subjectType: Consent['subjectType'], first: string) {
  switch (subjectType) {
    case 'parent':
      return `We will not text or call ${first} again, so their daily check-ins are paused.`;
    case 'family_member':
      return `We will not text ${first} again; alerts about your family reach them by e-mail.`;
    case 'owner':
      return 'We will not text you again; alerts and updates reach you by e-mail.';
    case 'backup_contact':
      return `We will not text or call ${first} again, so they are no longer told of alerts nobody in the family took in hand.`;
  }
}
