import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';
import { regionOf } from './phone';

// How a typed phone number is read, and, when it cannot be, what to tell the person who typed it.
// libphonenumber-js does the reading (it takes dots, spaces, dashes, parentheses, a +1 or a
// leading 1); this file only words its refusals, since "Please enter a valid phone number" does
// not say which part was wrong.

/** The characters people put between digits: spaces, dots, dashes, slashes and parentheses. */
const separators = /[\s.\-/()]/;

/** "the United Kingdom", "Australia". */
function regionName(region: string) {
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? region;
  return /^United /.test(name) ? `the ${name}` : name;
}

/** "A US number" in the message about digits; the plan is shared by the US, Canada and more. */
function whoseNumber(region: CountryCode | undefined) {
  if (region === 'US') return 'A US number';
  if (region === 'CA') return 'A Canadian number';
  return 'A number starting +1';
}

/** The digits of a +1 (North American) number after its 1, when the number is one. */
function northAmericanDigits(typed: string, region: CountryCode | undefined) {
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return digits.startsWith('1') ? digits.slice(1) : undefined;
  if (region !== 'US' && region !== 'CA') return undefined;
  // A leading 1 is the long-distance prefix ("1-917-555-0162"): no area code starts with 1. In a
  // short number ("12") it is more likely a slip than a prefix, and the count says so better.
  return digits.startsWith('1') && digits.length >= 10 ? digits.slice(1) : digits;
}

function northAmericanProblem(
  national: string,
  typed: string,
  region: CountryCode | undefined,
): string | undefined {
  if (national.length !== 10) {
    const afterOne = national.length + 1 === typed.replace(/\D/g, '').length ? ' after the 1' : '';
    return `${whoseNumber(region)} has 10 digits${afterOne}; this has ${national.length}.`;
  }
  const areaCode = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  if (/^[01]/.test(areaCode))
    return `Area code ${areaCode} does not exist: an area code never starts with ${areaCode[0]}.`;
  if (/^[01]/.test(exchange))
    return `The three digits after the area code (${exchange}) never start with ${exchange[0]}.`;
  const parsed = parsePhoneNumberFromString(`+1${national}`);
  if (parsed?.isValid()) return undefined;
  if (!parsed?.country) return `Area code ${areaCode} is not in use.`;
  return `(${areaCode}) ${exchange}-${national.slice(6)} is not a number in use: check the area code and the three digits after it.`;
}

/**
 * The first character that has no place in a phone number (a letter, a comma), or a number with
 * no digits at all, whatever the country: the forms show it beside the other fields' errors.
 */
export function strayCharacterProblem(typed: string): string | undefined {
  const input = typed.trim();
  for (const [index, character] of Array.from(input).entries()) {
    const plusFirst = character === '+' && index === 0;
    if (plusFirst || /\d/.test(character) || separators.test(character)) continue;
    // Counted as people count: one per letter or emoji, from 1.
    return `Could not read “${character}” (character ${index + 1}): a phone number has only digits, spaces, dots, dashes, parentheses and a + at the start.`;
  }
  if (!/\d/.test(input)) return 'Could not find any digits in this phone number.';
  return undefined;
}

/**
 * Why `typed` cannot be read as a phone number of `country` (one of the forms' countries, or a
 * two-letter region), in words that say which part is wrong; undefined when it reads. A number
 * that reads may still be one the service must not contact: see `numberProblem`.
 */
export function phoneReadingProblem(typed: string, country: string): string | undefined {
  const input = typed.trim();
  const region = regionOf(country);
  const stray = strayCharacterProblem(input);
  if (stray) return stray;
  const national = northAmericanDigits(input, region);
  if (national !== undefined) return northAmericanProblem(national, input, region);
  if (!input.startsWith('+') && !region)
    return 'Start a number outside the United States and Canada with + and its country code.';
  if (parsePhoneNumberFromString(input, region)?.isValid()) return undefined;
  const where = region && !input.startsWith('+') ? ` in ${regionName(region)}` : '';
  switch (validatePhoneNumberLength(input, region)) {
    case 'INVALID_COUNTRY':
      return 'Could not read the country code after the +.';
    case 'TOO_SHORT':
      return `This number is too short for a phone number${where}.`;
    case 'TOO_LONG':
      return `This number is too long for a phone number${where}.`;
    case 'INVALID_LENGTH':
    case 'NOT_A_NUMBER':
    case undefined:
      return `Could not read this as a phone number${where}: check the digits.`;
  }
}
