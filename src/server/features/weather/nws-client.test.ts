import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { weatherWarningKinds } from '@/shared/weather';
import { createNwsClient, type Fetch } from './nws-client';

// Recorded answers of the alerts API (GeoJSON, as it documents them), replayed: nothing is fetched.
const fixture = (name: string) =>
  readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');

const USER_AGENT = 'FamilyCheckIn/1.0 (ops@familycheckin.example)';
const phoenix = { latitude: 33.44838, longitude: -112.07404 };

/** A client whose every request is answered with `body` and `status`, and what it asked. */
function replaying(body: string, status = 200) {
  const requests: { url: string; headers: Headers }[] = [];
  const fetch: Fetch = async (url, init) => {
    requests.push({ url, headers: new Headers(init.headers) });
    return new Response(body, {
      status,
      headers: {
        'Content-Type': status < 400 ? 'application/geo+json' : 'application/problem+json',
      },
    });
  };
  const client = createNwsClient({ baseUrl: 'https://nws.test/', userAgent: USER_AGENT, fetch });
  return { client, requests };
}

describe('the NWS alerts client', () => {
  it('asks for the active alerts at the point, naming itself as the API asks', async () => {
    const { client, requests } = replaying(fixture('none.json'));
    await client.activeWarningsAt(phoenix, new Date('2026-07-14T17:00:00Z'));
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe('https://nws.test/alerts/active');
    // Four decimals at most: the API redirects a finer point. The comma as the API writes it.
    expect(url.search).toBe('?point=33.4484,-112.0740&status=actual');
    expect(url.searchParams.get('status')).toBe('actual');
    expect(requests[0]!.headers.get('user-agent')).toBe(USER_AGENT);
    expect(requests[0]!.headers.get('accept')).toBe('application/geo+json');
  });

  it('keeps the warning that counts and leaves advisories, watches and alerts of other kinds', async () => {
    const { client } = replaying(fixture('heat-warning.json'));
    const result = await client.activeWarningsAt(phoenix, new Date('2026-07-14T17:00:00Z'));
    expect(result).toEqual({
      ok: true,
      unreadable: 0,
      warnings: [
        {
          kind: 'Extreme Heat Warning',
          nwsId: 'urn:oid:2.49.0.1.840.0.7b1c2f0d9e4a6b8c1d2e3f405162738495a6b7c8.001.1',
          headline:
            'Extreme Heat Warning issued July 14 at 3:12AM MST until July 15 at 8:00PM MST by NWS Phoenix AZ',
          startsAt: new Date('2026-07-14T17:00:00Z'),
          endsAt: new Date('2026-07-16T03:00:00Z'),
          states: ['AZ'],
        },
      ],
    });
    // The alert's instructions (a phone number among them) are never kept.
    expect(JSON.stringify(result)).not.toContain('1-800');
  });

  it('leaves a warning that is over, cancelled or a test, and counts an alert it cannot read', async () => {
    const { client } = replaying(fixture('mixed-winter.json'));
    const result = await client.activeWarningsAt(
      { latitude: 41.5868, longitude: -93.625 },
      new Date('2026-01-12T12:10:00Z'),
    );
    expect(result.ok && result.warnings.map((warning) => warning.kind)).toEqual([
      'Ice Storm Warning',
    ]);
    // Its message expired at 6:30 but the hazard goes on until 9:00 PM: it is in force.
    expect(result.ok && result.warnings[0]!.endsAt).toEqual(new Date('2026-01-13T03:00:00Z'));
    expect(result.ok && result.unreadable).toBe(1);
  });

  it('asks once for the warnings that count anywhere, and says which states have them', async () => {
    const { client, requests } = replaying(fixture('mixed-winter.json'));
    const result = await client.activeWarningsNationwide(new Date('2026-01-12T12:10:00Z'));
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('point')).toBeNull();
    expect(url.searchParams.get('event')?.split(',')).toEqual([...weatherWarningKinds]);
    expect(url.search).toContain('event=Extreme%20Heat%20Warning,Excessive%20Heat%20Warning,');
    expect(requests[0]!.headers.get('user-agent')).toBe(USER_AGENT);
    expect(result.ok && result.warnings.map(({ kind, states }) => ({ kind, states }))).toEqual([
      { kind: 'Ice Storm Warning', states: ['IA'] },
    ]);
  });

  it('finds nothing once the hazard has ended', async () => {
    const { client } = replaying(fixture('heat-warning.json'));
    const result = await client.activeWarningsAt(phoenix, new Date('2026-07-16T03:00:00Z'));
    expect(result).toEqual({ ok: true, warnings: [], unreadable: 0 });
  });

  it('says what went wrong on a server error, without a warning', async () => {
    const { client } = replaying(fixture('problem-500.json'), 500);
    expect(await client.activeWarningsAt(phoenix, new Date())).toEqual({
      ok: false,
      problem: 'HTTP 500 Unexpected Problem',
    });
  });

  it('says the service is unavailable on a 503 with no problem document', async () => {
    const { client } = replaying('<html>Service Unavailable</html>', 503);
    expect(await client.activeWarningsAt(phoenix, new Date())).toEqual({
      ok: false,
      problem: 'HTTP 503',
    });
  });

  it('refuses an answer that is not JSON, or not a FeatureCollection', async () => {
    const truncated = fixture('heat-warning.json').slice(0, 900);
    expect(await replaying(truncated).client.activeWarningsAt(phoenix, new Date())).toEqual({
      ok: false,
      problem: 'the answer was not JSON',
    });
    expect(
      await replaying('{"type":"Feature","properties":{}}').client.activeWarningsAt(
        phoenix,
        new Date(),
      ),
    ).toEqual({ ok: false, problem: 'the answer was not a FeatureCollection' });
  });

  it('says so when the request itself fails', async () => {
    const client = createNwsClient({
      baseUrl: 'https://nws.test',
      userAgent: USER_AGENT,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await client.activeWarningsAt(phoenix, new Date())).toEqual({
      ok: false,
      problem: 'request failed: fetch failed',
    });
  });
});
