import { z } from './zod';
import { numberProblemMessage, phoneMessages, toE164 } from './phone';
import { phoneReadingProblem, strayCharacterProblem } from './phone-reading';

// The one rule for a phone number someone types, for the forms and the server alike: a parent's
// phone, a family member's cell and the owner's own cell.

/** Room for "+1 (917) 555-0162" with spaces to spare; anything longer is not a phone number. */
const PHONE_MAX = 32;

/** A phone field as typed, before it is read against the person's country. */
export const typedPhone = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(PHONE_MAX, phoneMessages.tooLong)
    // A letter can be refused before the country is known, so it shows with the other fields.
    .superRefine((typed, context) => {
      const stray = strayCharacterProblem(typed);
      if (stray) context.addIssue({ code: 'custom', message: stray });
    });

/** A phone field a person may leave empty (a family member told by e-mail only). */
export const optionalTypedPhone = () =>
  z
    .string()
    .trim()
    .max(PHONE_MAX, phoneMessages.tooLong)
    .superRefine((typed, context) => {
      const stray = typed ? strayCharacterProblem(typed) : undefined;
      if (stray) context.addIssue({ code: 'custom', message: stray });
    })
    .default('');

/**
 * What is wrong with a typed number for a person in `country`, or undefined when the service may
 * contact it: first whether it reads at all (and if not, which part), then whether it is a
 * mobile or landline in a served country (docs/product.md §3, "Numbers the service contacts").
 */
export function phoneIssue(typed: string, country: string): string | undefined {
  const unreadable = phoneReadingProblem(typed, country);
  if (unreadable) return unreadable;
  const e164 = toE164(typed, country);
  if (!e164) return phoneMessages.invalid;
  return numberProblemMessage(e164, country);
}

/**
 * A refinement for an object schema holding a phone field and the person's `country`: the number
 * is read for that country, so "917.555.0162" is a New York number for a US family. An empty
 * optional field is left to the schema's own rule for when it is required.
 */
export function checkPhoneOf<T extends { country: string }>(key: keyof T & string) {
  return (value: T, context: z.RefinementCtx) => {
    const typed = String(value[key] ?? '');
    // A stray character is the field's own issue (typedPhone): said once, not twice.
    if (!typed || strayCharacterProblem(typed)) return;
    const issue = phoneIssue(typed, value.country);
    if (issue) context.addIssue({ code: 'custom', path: [key], message: issue });
  };
}
