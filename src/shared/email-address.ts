import { z } from './zod';

/** The longest address SMTP carries (RFC 5321: a 254-character path, a 64-character local part). */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * Exactly one mailbox, the way people type one: `name@example.com`. zod's own address pattern
 * (letters, digits and `_ ' + - .` before the @, dotted host names after it) has no room for a
 * comma, semicolon, quote, angle bracket, space or colon, so `a,victim@example.com`,
 * `victim@example.com,` and `"v"<victim@example.com>` are refused. Mail libraries read each of
 * those as a delivery to someone else (nodemailer's address parser splits lists and takes the
 * address out of a display-name form); a test in the e-mail channel holds this pattern to that
 * parser.
 */
const singleMailbox = z.regexes.email;

const localPartFits = (address: string) =>
  address.indexOf('@') <= LOCAL_PART_MAX_LENGTH && address.indexOf('@') > 0;

/**
 * An e-mail field for every form and route: trimmed and lower-cased before it is checked, so a
 * limit or a lookup counts `Pat@Example.com ` and `pat@example.com` as the one address they are.
 * The messages are each form's own (the specification words them differently).
 */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .toLowerCase()
    .regex(singleMailbox, messages.invalid)
    .refine(localPartFits, messages.invalid);
}

/**
 * An e-mail field a person may leave empty (a family member told by text only): empty stays
 * empty, anything typed is held to the same rule as `emailAddress`.
 */
export function optionalEmailAddress(invalid: string) {
  return z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, invalid)
    .toLowerCase()
    .refine(
      (address) => !address || (singleMailbox.test(address) && localPartFits(address)),
      invalid,
    )
    .default('');
}
