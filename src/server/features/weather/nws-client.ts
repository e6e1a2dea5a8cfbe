import { z } from 'zod';
import {
  isWeatherWarningKind,
  weatherWarningKinds,
  type WeatherWarningKind,
} from '@/shared/weather';

/**
 * The National Weather Service's public alerts API (decision 049): the active alerts at a point,
 * of which only the listed warnings count. The same code reads the real service and the local
 * stand-in (`stand-in-fetch.ts`), which answers in the same GeoJSON through an injected fetch.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** A warning that counts, as we keep it: never an alert's free text beyond its headline. */
export interface WeatherWarning {
  kind: WeatherWarningKind;
  /** The alert's identifier (urn:oid:…), the same across polls. */
  nwsId: string;
  /** For the dashboard and the logs only: it never goes into a text or a call. */
  headline: string;
  /** When the hazard starts (the alert's onset, else when it took effect). */
  startsAt: Date;
  /** When the hazard ends (the alert's end, else when the message expires). */
  endsAt: Date;
  /** The states of the zones and counties it covers (its UGC codes' first letters): AZ, IA… */
  states: string[];
}

export type WarningsAt =
  { ok: true; warnings: WeatherWarning[]; unreadable: number } | { ok: false; problem: string };

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The API takes at most four decimals (about 11 m); more gets a redirect to the rounded point. */
export const pointKey = ({ latitude, longitude }: Point) =>
  `${latitude.toFixed(4)},${longitude.toFixed(4)}`;

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** One alert's properties, as much of them as we read; every other field is ignored. */
const alertProperties = z.object({
  id: z.string().min(1),
  event: z.string(),
  headline: z.string().nullish(),
  status: z.string(),
  messageType: z.string(),
  effective: instant,
  onset: instant.nullish(),
  expires: instant,
  ends: instant.nullish(),
  geocode: z.object({ UGC: z.array(z.string()).nullish() }).nullish(),
});

const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({ properties: z.unknown() })),
});

const REQUEST_TIMEOUT_MS = 10_000;

export function createNwsClient(options: {
  /** https://api.weather.gov, or the local stand-in's address. */
  baseUrl: string;
  /** The API asks every client to name itself and a contact, and refuses requests without one. */
  userAgent: string;
  fetch?: Fetch;
}) {
  const fetchOf: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const base = options.baseUrl.replace(/\/$/, '');

  /** The warnings that count, in force at `now` or later, at one point. */
  const activeWarningsAt = (point: Point, now: Date) =>
    activeWarnings(`point=${pointKey(point)}&status=actual`, now);

  /**
   * The warnings that count anywhere in the country: one request, whose answer names the
   * states that have any, so a poll asks about the points in those states only.
   */
  const activeWarningsNationwide = (now: Date) =>
    activeWarnings(
      `status=actual&event=${weatherWarningKinds.map(encodeURIComponent).join(',')}`,
      now,
    );

  // The query is written as the API documents it (a plain comma, %20 for a space), not as a
  // form would encode it (%2C and +).
  async function activeWarnings(query: string, now: Date): Promise<WarningsAt> {
    let response: Response;
    try {
      response = await fetchOf(`${base}/alerts/active?${query}`, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/geo+json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, problem: `request failed: ${(error as Error).message}` };
    }
    if (!response.ok) {
      // The body is the API's problem document; its title is enough for the log.
      const body = await response.text().catch(() => '');
      const title = /"title"\s*:\s*"([^"]{0,120})"/.exec(body)?.[1];
      return { ok: false, problem: `HTTP ${response.status}${title ? ` ${title}` : ''}` };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { ok: false, problem: 'the answer was not JSON' };
    }
    const collection = featureCollection.safeParse(body);
    if (!collection.success)
      return { ok: false, problem: 'the answer was not a FeatureCollection' };

    const warnings: WeatherWarning[] = [];
    let unreadable = 0;
    for (const feature of collection.data.features) {
      const alert = alertProperties.safeParse(feature.properties);
      if (!alert.success) {
        unreadable += 1;
        continue;
      }
      const warning = warningOf(alert.data, now);
      if (warning) warnings.push(warning);
    }
    return { ok: true, warnings, unreadable };
  }

  return { activeWarningsAt, activeWarningsNationwide };
}

export type NwsClient = ReturnType<typeof createNwsClient>;

/** The alert as a warning that counts, or null: another kind, a test, a cancel, or over. */
function warningOf(alert: z.infer<typeof alertProperties>, now: Date): WeatherWarning | null {
  if (!isWeatherWarningKind(alert.event)) return null;
  if (alert.status !== 'Actual') return null;
  // A cancel ends a warning; an alert or an update is one in force.
  if (alert.messageType !== 'Alert' && alert.messageType !== 'Update') return null;
  const endsAt = alert.ends ?? alert.expires;
  if (endsAt <= now) return null;
  return {
    kind: alert.event,
    nwsId: alert.id,
    headline: alert.headline ?? alert.event,
    startsAt: alert.onset ?? alert.effective,
    endsAt,
    // A UGC code is the state's two letters, Z (zone) or C (county), and three digits.
    states: [
      ...new Set(
        (alert.geocode?.UGC ?? [])
          .filter((code) => /^[A-Z]{2}[CZ]\d{3}$/.test(code))
          .map((code) => code.slice(0, 2)),
      ),
    ],
  };
}
