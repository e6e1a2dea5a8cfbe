import type { Clock } from '../../clock';
import { NWS_API_BASE, type WeatherConfig } from '../../config';
import type { Database } from '../../db/client';
import { defineJob, scheduledPayload } from '../../jobs/job-definition';
import type { Logger } from '../../logger';
import { markWeatherCheckInOpened } from './due-check-ins';
import { createNwsClient, type Fetch } from './nws-client';
import { pollWarnings } from './poll-warnings';
import { STAND_IN_BASE_URL, standInFetch } from './stand-in-fetch';
import { standInWarnings } from './stand-in-warnings';

export { markWeatherCheckInOpened } from './due-check-ins';
export { weatherLocationOf } from './zip-location';
export { weatherCheckInWording, weatherFamilyNotice } from './weather-wording';

/** The poller's job: its name is what the simulation's clock knows it by. */
export const WEATHER_POLL_JOB = 'weather-warnings';

/**
 * Weather warnings (docs/product.md §2.16, decision 049): which parents have a National Weather
 * Service warning where they live today. A worker job polls the warnings for the parents'
 * locations (their ZIP codes) every five minutes and records, per parent and local date, the
 * first that counts. The engine's sweep reads those rows as one more check-in of her day
 * (checkins/due-parents.ts) and marks each with `markWeatherCheckInOpened` as it opens it; the
 * wording is `weatherCheckInWording` (to her) and `weatherFamilyNotice` (to her family).
 *
 * With WEATHER_USER_AGENT unset (local mode) the same client reads the local stand-in, where
 * /dev/weather raises warnings, instead of the NWS.
 */
export function createWeatherService(deps: {
  db: Database;
  clock: Clock;
  weather: WeatherConfig;
  /** Tests only: how the client reaches the NWS (the stand-in's, in local mode). */
  fetch?: Fetch;
}) {
  const { db, clock, weather } = deps;
  const nws =
    weather.mode === 'real'
      ? createNwsClient({ baseUrl: NWS_API_BASE, userAgent: weather.userAgent, fetch: deps.fetch })
      : createNwsClient({
          baseUrl: STAND_IN_BASE_URL,
          userAgent: weather.userAgent,
          fetch: deps.fetch ?? standInFetch({ db, clock }),
        });

  return {
    /**
     * Marks her extra check-in for `localDate` opened; true only for the first caller. Pass the
     * transaction that creates the check-in row, so a crash leaves neither or both.
     */
    markWeatherCheckInOpened: (
      due: { parentId: string; localDate: string },
      at: Date,
      tx: Database = db,
    ): Promise<boolean> => markWeatherCheckInOpened(tx, due, at),

    /** One poll now, as the job runs it. */
    poll: (logger: Logger) => pollWarnings({ db, nws, logger }, clock.now()),

    /** Whether the warnings come from the local stand-in (local mode) rather than the NWS. */
    usesStandIn: weather.mode === 'local',

    /** The local stand-in's warnings, for /dev/weather. */
    standIn: standInWarnings(db),

    pollJob() {
      return defineJob({
        name: WEATHER_POLL_JOB,
        payload: scheduledPayload,
        // Every five minutes: a tornado warning often lasts 30 to 45 minutes, so a slot of five
        // finds it while it is in force; one nationwide request, then one per location in a
        // state with a warning (decision 049).
        cron: '*/5 * * * *',
        // A failed poll is not retried: the next slot asks again with fresher answers.
        queue: { retryLimit: 0 },
        handle: async (_payload, { logger }) => {
          const result = await pollWarnings({ db, nws, logger }, clock.now());
          if (result.recorded > 0 || result.failed > 0) logger.info(result, 'weather polled');
        },
      });
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
