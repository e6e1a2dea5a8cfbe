import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

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
export function toE164(input: string, country = 'United States'): string | undefined {
  const region =
    countryRegions[country] ?? (country.length === 2 ? (country as CountryCode) : undefined);
  const parsed = parsePhoneNumberFromString(input.trim(), region);
  if (!parsed?.isValid()) return undefined;
  return parsed.number;
}

/** A stored E.164 number in the friendly national or international form, for display. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}
