import { z } from 'zod';
import type { ProviderMode } from './providers';
import { blankToUndefined } from './variables';

/**
 * The weather warnings' source (decision 049): the National Weather Service's alerts API when
 * WEATHER_USER_AGENT names us to it, the local stand-in (/dev/weather) otherwise.
 */
export const weatherEnvironment = z.object({
  // The API refuses requests without a User-Agent and asks for a way to reach whoever runs the
  // client, so that it can write before it blocks one that misbehaves.
  WEATHER_USER_AGENT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /@|https?:\/\//.test(value),
        'must name the service and a contact, e.g. "FamilyCheckIn/1.0 (ops@example.com)"',
      )
      .optional(),
  ),
});

export const NWS_API_BASE = 'https://api.weather.gov';

export interface WeatherConfig {
  mode: ProviderMode;
  /** What every request to the alerts API names itself as. */
  userAgent: string;
}

export function weatherOf(vars: z.output<typeof weatherEnvironment>): WeatherConfig {
  return vars.WEATHER_USER_AGENT
    ? { mode: 'real', userAgent: vars.WEATHER_USER_AGENT }
    : { mode: 'local', userAgent: 'FamilyCheckIn/local (the local weather stand-in)' };
}
