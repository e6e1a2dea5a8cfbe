import { z } from './zod';
import { addressMessages, checkAddress, everyTime } from './address';
import { emailAddress, optionalEmailAddress } from './email-address';
import { languages } from './languages';
import { phoneKind, phoneMessages } from './phone';
import { checkPhoneOf, optionalTypedPhone, typedPhone } from './phone-field';
import { fitsNameLength, hasPlainNameShape, plainNameMessages } from './plain-name';
import { isSingleLine, singleLineMessage } from './text';

/** The family set-up's rules, with the specification's exact messages. */
export const usStates = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const accountCountries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Other',
] as const;
export const parentCountries = ['United States', 'Canada', 'Other'] as const;
export const relationshipTypes = [
  'parent',
  'step-parent',
  'grandparent',
  'aunt',
  'uncle',
  'godparent',
  'other',
] as const;
export const messageStyles = ['caring', 'cheerful', 'professional'] as const;
export type MessageStyle = (typeof messageStyles)[number];
/** How a parent is checked on each day: a text they answer, or a call (issue 23). */
export const checkInWays = ['text', 'call'] as const;
export type CheckInBy = (typeof checkInWays)[number];
export const notificationPreferences = ['sms', 'email', 'both'] as const;
export type NotificationPreference = (typeof notificationPreferences)[number];

/** Whether someone with this preference is texted at all (and so needs their phone's consent). */
export const wantsTexts = (preference: NotificationPreference) => preference !== 'email';

/**
 * Which of a family member's contacts her way of being told needs (docs/product.md §2, "Who is
 * told"): a cell phone to be texted, an address to be e-mailed, both for both. The form asks
 * for these and the server refuses a member without them; the other may be left empty.
 */
export function contactsNeeded(preference: string) {
  return {
    cellPhone: preference === 'sms' || preference === 'both',
    email: preference === 'email' || preference === 'both',
  };
}
export const checkInTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

export const MAX_PARENTS = 4;
/** Quiet hours (docs/product.md §3): check-ins go out between 7:00 AM and 9:00 PM local time. */
export const EARLIEST_CHECK_IN = '07:00';
export const LATEST_CHECK_IN = '21:00';

export const familyMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  cellPhone: 'Cell phone is required',
  phone: 'Phone number is required',
  phoneInvalid: phoneMessages.invalid,
  city: 'City is required',
  state: addressMessages.state,
  zip: addressMessages.zip,
  relationship: 'Relationship type is required',
  relationshipOther: 'Please describe the relationship',
  messageStyle: 'Message style is required',
  language: 'Please choose English or Spanish',
  checkInBy: 'Please choose a text or a call',
  landlineText:
    'This number is a landline, which cannot get texts. Choose “By phone call” to check on them by call.',
  parentsToFollow: 'Please select at least one parent to receive notifications for',
  quietHours: 'Check-in times must be between 7:00 AM and 9:00 PM',
  tooManyParents: `You can add up to ${MAX_PARENTS} parents.`,
  lastParent: 'At least one parent is required.',
  lastFamilyMember: 'At least one family member is required.',
} as const;

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100)
    .refine(isSingleLine, singleLineMessage);
const optional = z
  .string()
  .trim()
  .max(100)
  .refine(isSingleLine, singleLineMessage)
  .optional()
  .default('');
// Names reach other people's phones, so they are plain names (docs/product.md §3).
const requiredName = (message: string) =>
  required(message)
    .refine(hasPlainNameShape, plainNameMessages.shape)
    .refine(fitsNameLength, plainNameMessages.tooLong);
const optionalName = z
  .string()
  .trim()
  .max(100)
  .refine(isSingleLine, singleLineMessage)
  .refine(hasPlainNameShape, plainNameMessages.shape)
  .refine(fitsNameLength, plainNameMessages.tooLong)
  .optional()
  .default('');
// Which of the region and postcode are needed depends on the country (address.ts): each
// schema checks them with checkAddress once the country is known.
const place = {
  city: required(familyMessages.city),
  state: optional,
  zipOrCounty: optional,
};

export const accountSchema = z
  .object({
    firstName: requiredName(familyMessages.firstName),
    middleName: optionalName,
    lastName: requiredName(familyMessages.lastName),
    nickname: optionalName,
    email: emailAddress({ required: familyMessages.email, invalid: familyMessages.emailInvalid }),
    cellPhone: typedPhone(familyMessages.cellPhone),
    ...place,
    country: z.enum(accountCountries).default('United States'),
  })
  .superRefine(checkPhoneOf('cellPhone'))
  .superRefine(checkAddress, everyTime);

/** A check-in time, HH:MM, inside the quiet-hours window. */
export const checkInTimeSchema = z
  .string({ error: 'Please choose a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time')
  .refine(
    (time) => time >= EARLIEST_CHECK_IN && time <= LATEST_CHECK_IN,
    familyMessages.quietHours,
  );

export const parentSchema = z
  .object({
    firstName: requiredName(familyMessages.firstName),
    middleName: optionalName,
    lastName: requiredName(familyMessages.lastName),
    nickname: optionalName,
    relationshipType: z.enum(relationshipTypes, { error: familyMessages.relationship }),
    relationshipDescription: optional,
    phone: typedPhone(familyMessages.phone),
    timezone: z.enum(checkInTimeZones).default('America/New_York'),
    ...place,
    country: z.enum(parentCountries).default('United States'),
    messageTime: checkInTimeSchema.default('09:00'),
    personalityType: z
      .enum(messageStyles, { error: familyMessages.messageStyle })
      .default('caring'),
    language: z.enum(languages, { error: familyMessages.language }).default('en'),
    checkInBy: z.enum(checkInWays, { error: familyMessages.checkInBy }).default('text'),
  })
  .superRefine((parent, context) => {
    if (parent.relationshipType === 'other' && !parent.relationshipDescription) {
      context.addIssue({
        code: 'custom',
        path: ['relationshipDescription'],
        message: familyMessages.relationshipOther,
      });
    }
    checkPhoneOf<typeof parent>('phone')(parent, context);
    // A number the numbering plan knows to be a landline can never get a text.
    if (parent.checkInBy === 'text' && phoneKind(parent.phone, parent.country) === 'landline') {
      context.addIssue({
        code: 'custom',
        path: ['checkInBy'],
        message: familyMessages.landlineText,
      });
    }
  })
  .superRefine(checkAddress, everyTime);

export const familyMemberSchema = z
  .object({
    firstName: requiredName(familyMessages.firstName),
    middleName: optionalName,
    lastName: requiredName(familyMessages.lastName),
    nickname: optionalName,
    cellPhone: optionalTypedPhone(),
    email: optionalEmailAddress(familyMessages.emailInvalid),
    ...place,
    country: z.enum(accountCountries).default('United States'),
    notificationPreference: z.enum(notificationPreferences).default('sms'),
    parentIds: z.array(z.uuid()).min(1, familyMessages.parentsToFollow).max(MAX_PARENTS),
  })
  .superRefine((member, context) => {
    const needed = contactsNeeded(member.notificationPreference);
    if (needed.cellPhone && !member.cellPhone)
      context.addIssue({ code: 'custom', path: ['cellPhone'], message: familyMessages.cellPhone });
    if (needed.email && !member.email)
      context.addIssue({ code: 'custom', path: ['email'], message: familyMessages.email });
    checkPhoneOf<typeof member>('cellPhone')(member, context);
  })
  .superRefine(checkAddress, everyTime);

export type AccountInput = z.input<typeof accountSchema>;
export type ParentInput = z.input<typeof parentSchema>;
export type FamilyMemberInput = z.input<typeof familyMemberSchema>;
