// The full metadata, not /min: only it knows a number's type (a landline cannot get texts). It
// adds about 20 kB gzipped to the signed-in pages that check phones; the public pages load none.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** The countries the forms offer, and the calling region each implies for local numbers. */
export const countryRegions: Record<string, CountryCode | undefined> = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Australia: 'AU',
  Other: undefined,
};

/**
 * Turns what someone typed into E.164 (+15551234567), the form providers require, reading a
 * number without a leading + as a local number of `country`. Undefined when it is not a valid
 * number there.
 */
const parse = (input: string, country: string) => {
  const region =
    countryRegions[country] ?? (country.length === 2 ? (country as CountryCode) : undefined);
  const parsed = parsePhoneNumberFromString(input.trim(), region);
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

/** A stored E.164 number in the friendly national or international form, for display. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
