import { z } from './zod';
import { isoInstant } from './api-response';
import { optionalEmailAddress } from './email-address';
import { accountCountries } from './family';
import { consentStatuses } from './onboarding';
import { phoneKind } from './phone';
import { checkPhoneOf, typedPhone } from './phone-field';
import { isPlainName, plainNameMessages } from './plain-name';

/**
 * Backup contacts (docs/product.md §2.15): a neighbour or friend near a parent, told of an alert
 * nobody in the family took in hand within 15 minutes, and of nothing else.
 */

/** A few per parent: the people near her, not a second family. */
export const MAX_BACKUP_CONTACTS = 3;

/** A cell is told by text; a landline by a call that speaks the alert. */
export const backupPhoneKinds = ['cell', 'landline'] as const;
export type BackupPhoneKind = (typeof backupPhoneKinds)[number];

export const backupContactMessages = {
  name: 'Please enter their name',
  phone: 'Please enter their phone number',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneKind: 'Please say whether this is a cell phone or a landline',
  landlineText:
    'This number is a landline: it cannot get texts. Choose "Landline" and we will call it instead.',
  tooMany: `A parent can have at most ${MAX_BACKUP_CONTACTS} backup contacts.`,
} as const;

// Their name is spoken or texted to the parent's family and may reach other phones: a plain
// name, by the consent request's own rule (docs/product.md §3).
const plainName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((name) => isPlainName(name), plainNameMessages.shape);

export const backupContactSchema = z
  .object({
    firstName: plainName(backupContactMessages.name),
    lastName: z
      .string()
      .trim()
      .refine((name) => name === '' || isPlainName(name), plainNameMessages.shape)
      .default(''),
    phone: typedPhone(backupContactMessages.phone),
    phoneKind: z.enum(backupPhoneKinds, { error: backupContactMessages.phoneKind }),
    email: optionalEmailAddress(backupContactMessages.emailInvalid),
    country: z.enum(accountCountries).default('United States'),
  })
  .superRefine((contact, context) => {
    checkPhoneOf<typeof contact>('phone')(contact, context);
    if (contact.phoneKind === 'cell' && phoneKind(contact.phone, contact.country) === 'landline')
      context.addIssue({
        code: 'custom',
        path: ['phoneKind'],
        message: backupContactMessages.landlineText,
      });
  });
export type BackupContactInput = z.input<typeof backupContactSchema>;

/** A backup contact as /api/parents/:id/backup-contacts answers it, with its agreement. */
export const backupContactDtoSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  phoneKind: z.enum(backupPhoneKinds),
  email: z.string(),
  country: z.string(),
  /** Whether the phone agreed (docs/product.md §3): nothing is sent to it until it has. */
  consentStatus: z.enum(consentStatuses),
  createdAt: isoInstant,
});
export type BackupContactDto = z.infer<typeof backupContactDtoSchema>;

export const backupContactListResponse = z.object({
  backupContacts: z.array(backupContactDtoSchema),
});
export const backupContactResponse = z.object({ backupContact: backupContactDtoSchema });
