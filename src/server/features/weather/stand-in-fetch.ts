import { gt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { standInWeatherWarnings } from '../../db/schema';
import { pointKey, type Fetch } from './nws-client';
import { locationOfZip } from './zip-location';

/**
 * The local stand-in for the NWS alerts API (decision 049), as the phone simulator stands in for
 * the SMS provider: the poller's client asks it exactly what it would ask the NWS, and it answers
 * in the API's GeoJSON with the warnings raised on /dev/weather for ZIP codes at that point, or,
 * asked by event, with those in force anywhere. It answers nothing else, as the client asks
 * nothing else. Local mode only.
 */
export function standInFetch(deps: { db: Database; clock: Clock }): Fetch {
  return async (url, init) => {
    // As the NWS does, refuse a client that does not name itself.
    if (!new Headers(init.headers).get('user-agent'))
      return problem(403, 'Forbidden', 'A User-Agent is required.');
    const request = new URL(url);
    const point = request.searchParams.get('point');
    const events = request.searchParams.get('event')?.split(',');
    if (request.pathname !== '/alerts/active' || (!point && !events))
      return problem(404, 'Not Found', 'The stand-in answers /alerts/active by point or event.');

    const now = deps.clock.now();
    const raised = await deps.db
      .select()
      .from(standInWeatherWarnings)
      .where(gt(standInWeatherWarnings.expiresAt, now));
    const here = raised.flatMap((warning) => {
      const location = locationOfZip(warning.zip);
      if (!location) return [];
      if (point && pointKey(location) !== point) return [];
      if (events && !events.includes(warning.kind)) return [];
      return [{ ...warning, state: location.state }];
    });
    return Response.json(
      {
        type: 'FeatureCollection',
        features: here.map((warning) => {
          const id = `urn:oid:stand-in.${warning.id}`;
          const issued = warning.issuedAt.toISOString();
          const expires = warning.expiresAt.toISOString();
          return {
            id: `${request.origin}/alerts/${id}`,
            type: 'Feature',
            geometry: null,
            properties: {
              id,
              areaDesc: `ZIP ${warning.zip}`,
              // One made-up zone in her state: the nationwide answer names the state by it.
              geocode: { UGC: [`${warning.state}Z999`] },
              sent: issued,
              effective: issued,
              onset: issued,
              expires,
              ends: expires,
              status: 'Actual',
              messageType: 'Alert',
              category: 'Met',
              severity: 'Severe',
              event: warning.kind,
              senderName: 'The local weather stand-in',
              headline: `${warning.kind} for ZIP ${warning.zip} until ${expires} (local stand-in)`,
            },
          };
        }),
        title: `Current watches, warnings, and advisories${point ? ` for ${point}` : ''} (local stand-in)`,
        updated: now.toISOString(),
      },
      { headers: { 'Content-Type': 'application/geo+json' } },
    );
  };
}

/** The address the stand-in's client is given: never reached over the network. */
export const STAND_IN_BASE_URL = 'http://weather-stand-in.invalid';

const problem = (status: number, title: string, detail: string) =>
  Response.json({ type: 'about:blank', title, status, detail }, { status });
