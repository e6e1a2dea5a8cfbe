import { eq } from 'drizzle-orm';
import type { EmailChannel } from '../../channels/email/email-channel';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { nameOfSubject } from './consent-people';
import type { Consent } from './service';

/**
 * A number that agreed, or was being asked, replied STOP: its owner hears it at once
 * (PRODUCT.md §3), once per account and person, not through a later day's skipped check-in.
 */
export async function tellOwnerOptedOut(
  deps: { email: EmailChannel; publicUrl: string },
  tx: Database,
  consent: Consent,
  at: Date,
) {
  const person = await nameOfSubject(tx, consent);
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, consent.userId));
  if (!person || !owner) return;
  const what = whatStops(consent.subjectType, person.first);
  await deps.email.queue(
    {
      idempotencyKey: `opted-out:${consent.id}:${at.getTime()}`,
      to: owner.email,
      kind: 'opted-out',
      userId: consent.userId,
      context: { consentId: consent.id },
      content: {
        subject: `${person.first} replied STOP`,
        heading: `${person.first} replied STOP`,
        paragraphs: [
          `${person.first}'s number replied STOP to our texts. ${what}`,
          `If it was a mistake, ${person.first} can reply START to our number, and you can then send the consent request again from your dashboard.`,
        ],
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
  }
}
