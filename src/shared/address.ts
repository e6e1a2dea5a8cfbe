import type { z } from './zod';

// What an address asks for, by country. The US words are the specification's ("State", "Zip or
// County", both required). Elsewhere the fields take that country's names, and a field its
// addresses do without is optional: a UK address needs no county, and an address in a country
// the forms do not know is not held to any shape. The service reads no part of the owner's or a
// member's address (their hours follow a parent's zone: docs/product.md, "Differences from the
// rules as first written", 6), and a parent's ZIP code only for the planned weather check-ins
// (§2.16).

interface AddressField {
  label: string;
  /** The message when it is left empty; absent when it may be. */
  required?: string;
}

export interface AddressWording {
  region: AddressField;
  postcode: AddressField;
}

const optional = (label: string): AddressField => ({ label: `${label} (optional)` });
const needed = (label: string, required: string): AddressField => ({ label, required });

export const addressMessages = {
  state: 'State is required',
  zip: 'Zip or County is required',
  province: 'Province or territory is required',
  postalCode: 'Postal code is required',
  australianState: 'State or territory is required',
  postcode: 'Postcode is required',
} as const;

const other: AddressWording = {
  region: optional('State, province or region'),
  postcode: optional('Postal code'),
};

const wordings: Record<string, AddressWording> = {
  'United States': {
    region: needed('State', addressMessages.state),
    postcode: needed('Zip or County', addressMessages.zip),
  },
  Canada: {
    region: needed('Province or territory', addressMessages.province),
    postcode: needed('Postal code', addressMessages.postalCode),
  },
  Australia: {
    region: needed('State or territory', addressMessages.australianState),
    postcode: needed('Postcode', addressMessages.postcode),
  },
  'United Kingdom': {
    region: optional('County'),
    postcode: needed('Postcode', addressMessages.postcode),
  },
  Other: other,
};

/** The region's and the postcode's labels, and which of them the country's addresses need. */
export const addressWordingFor = (country: string): AddressWording =>
  // Its own entries only: a typed "constructor" or "toString" is no country, not a prototype's
  // function (the fuzzer's country "constructor" answered 500 on POST /api/parents).
  Object.hasOwn(wordings, country) ? wordings[country]! : other;

/**
 * A refinement for a person's schema: the region (`state`) and postcode (`zipOrCounty`) her
 * country's addresses need, each named on its field.
 */
export function checkAddress(
  person: { country: string; state: string; zipOrCounty: string },
  context: z.RefinementCtx,
) {
  // Read with care: it also runs when another field failed (see `everyTime`).
  const wording = addressWordingFor(String(person.country));
  if (wording.region.required && !person.state)
    context.addIssue({ code: 'custom', path: ['state'], message: wording.region.required });
  if (wording.postcode.required && !person.zipOrCounty)
    context.addIssue({ code: 'custom', path: ['zipOrCounty'], message: wording.postcode.required });
}

/**
 * How a schema runs `checkAddress`: even when another field already failed (an unchosen
 * relationship), so a form shows every missing field at once, as when they were fields' own rules.
 */
export const everyTime = {
  // Only over an object: a body that is not one at all (null, a list) has nothing to read, and
  // reading it threw (the fuzzer's PUT /api/profile with a body of null answered 500).
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
