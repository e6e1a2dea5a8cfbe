import { createRequire } from 'node:module';
import type { ZipCode } from 'zipcodes';
import type { WeatherLocationState } from '@/shared/weather';
import type { Point } from './nws-client';

/**
 * Where a parent is, from her ZIP code (decision 049): the ZIP's centre, from the table the
 * `zipcodes` package ships (about 41,000 US ZIP codes, PO-box ZIPs among them), read here with
 * nothing fetched. A parent outside the United States, or whose ZIP the table does not know
 * (a county typed in the "Zip or County" field, a ZIP made after the table), has no location
 * and gets no weather check-in; the dashboard says why.
 */

export interface ZipLocation extends Point {
  zip: string;
  /** The state's two letters, as the NWS's zone codes begin: AZ. */
  state: string;
  /** "Phoenix, AZ", for the dev page and the logs. */
  place: string;
}

const US = 'United States';

type ZipTable = Record<string, ZipCode | undefined>;
let table: ZipTable | undefined;

/**
 * The table is about 5 MB of JavaScript and 28 MB once loaded, so it is read on first use (by the
 * worker's poller), not by every process at start-up. The package's own `lookup` also answers
 * Canadian postal prefixes, which the NWS does not cover: the US table alone is read.
 */
function zipTable(): ZipTable {
  table ??= (createRequire(import.meta.url)('zipcodes') as { codes: ZipTable }).codes;
  return table;
}

/** The five digits of a US ZIP or ZIP+4 as people write it ("85004", "85004-1234"), or null. */
export function zipDigits(typed: string): string | null {
  return /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(typed)?.[1] ?? null;
}

/** The ZIP code's location, or null when it is not a US ZIP code the table knows. */
export function locationOfZip(typed: string, country = US): ZipLocation | null {
  if (country !== US) return null;
  const zip = zipDigits(typed);
  const known = zip ? zipTable()[zip] : undefined;
  if (!zip || !known || known.country !== 'US') return null;
  return {
    zip,
    latitude: known.latitude,
    longitude: known.longitude,
    state: known.state,
    place: `${known.city}, ${known.state}`,
  };
}

/** Whether her warnings can be read, and if not, why (the dashboard's parent card says so). */
export function weatherLocationOf(parent: {
  zipOrCounty: string;
  country: string;
}): WeatherLocationState {
  if (parent.country !== US) return 'outside_us';
  return locationOfZip(parent.zipOrCounty, parent.country) ? 'found' : 'zip_not_recognised';
}
