// The full metadata, not /min: only it knows a number's type (a landline cannot get texts). It
// adds about 20 kB gzipped to the signed-in pages that check phones; the public pages load none.
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

/** The countries the forms offer, and the calling region each implies for local numbers. */
export const countryRegions: Record<string, CountryCode | undefined> = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Australia: 'AU',
  Other: undefined,
};

/** The calling region of a form's country ("United States") or of a two-letter code ("US"). */
export const regionOf = (country: string): CountryCode | undefined =>
  // Own entries only: "constructor" is no country (see addressWordingFor).
  Object.hasOwn(countryRegions, country)
    ? countryRegions[country]
    : isSupportedCountry(country)
      ? country
      : undefined;

/**
 * Turns what someone typed into E.164 (+15551234567), the form providers require, reading a
 * number without a leading + as a local number of `country`. Undefined when it is not a valid
 * number there.
 */
const parse = (input: string, country: string) => {
  const parsed = parsePhoneNumberFromString(input.trim(), regionOf(country));
  return parsed?.isValid() ? parsed : undefined;
};

export function toE164(input: string, country = 'United States'): string | undefined {
  return parse(input, country)?.number;
}

/**
 * What the numbering plan says a number is: a landline (it can never get a text), a mobile, or
 * unknown. In the US and Canada every number is "fixed line or mobile": the plan does not say,
 * so the owner's choice stands there. Elsewhere (a landline in Madrid, +34 91…) it often does.
 */
export function phoneKind(
  input: string,
  country = 'United States',
): 'landline' | 'mobile' | 'unknown' {
  const type = parse(input, country)?.getType();
  if (type === 'FIXED_LINE') return 'landline';
  if (type === 'MOBILE') return 'mobile';
  return 'unknown';
}

/**
 * The countries the service can serve: its alerts end with the advice to call 911, its check-in
 * time zones and its wording are North American. SERVED_COUNTRIES on the server may narrow this
 * list (docs/product.md §3, "Numbers we contact"); the forms check against all of it.
 */
export const servableCountries = ['US', 'CA'] as const;
export type ServedCountry = (typeof servableCountries)[number];

const countryNames: Record<ServedCountry, string> = { US: 'the United States', CA: 'Canada' };

export const phoneMessages = {
  invalid: 'Please enter a valid phone number',
  tooLong: 'This is too long for a phone number.',
  special:
    'Premium-rate, toll-free, satellite and other special numbers can’t be used. Please enter a mobile or landline number.',
  notServed: (served: readonly ServedCountry[] = servableCountries) =>
    `We can only text or call mobile and landline numbers in ${served
      .map((code) => countryNames[code])
      .join(' and ')}.`,
} as const;

// Only these can be a person's own phone. Everything else costs the caller (premium rate, shared
// cost), costs us (toll-free is paid by the called side, and a classic SMS-pumping target), or
// is not one person's line (UAN, personal numbers, pagers, voicemail, VoIP).
const personalLineTypes = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Why the service must not contact a number, or undefined when it may: `invalid` (not a number
 * at all), `special` (premium rate, toll-free, satellite and the like) or `notServed` (a mobile
 * or landline in a country the service does not serve).
 */
export function numberProblem(
  input: string,
  country = 'United States',
  served: readonly ServedCountry[] = servableCountries,
): 'invalid' | 'special' | 'notServed' | undefined {
  const parsed = parse(input, country);
  if (!parsed) return 'invalid';
  // Satellite phones (+881) and the other global codes have no country: region 001.
  const type = parsed.getType();
  if (!parsed.country || !type || !personalLineTypes.has(type)) return 'special';
  if (!(served as readonly string[]).includes(parsed.country)) return 'notServed';
  return undefined;
}

/** The message for a number the service must not contact, or undefined when it may. */
export function numberProblemMessage(
  input: string,
  country = 'United States',
  served: readonly ServedCountry[] = servableCountries,
): string | undefined {
  const problem = numberProblem(input, country, served);
  if (problem === 'special') return phoneMessages.special;
  if (problem === 'notServed') return phoneMessages.notServed(served);
  return undefined;
}

/** A stored E.164 number in the friendly national or international form, for display. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
