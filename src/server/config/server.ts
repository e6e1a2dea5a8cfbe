import { z } from 'zod';
import { servableCountries } from '@/shared/phone';
import { devClockVariable } from './dev-clock';
import { blankToUndefined, optionalString } from './variables';

/** The process itself: what it runs, where it listens, how it signs in and whom it serves. */
export const serverEnvironment = z.object({
  APP_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  ROLE: z.preprocess(
    blankToUndefined,
    z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  ),
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
  ),
  HOST: optionalString,
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  SERVICE_WORKER_HOSTS: z.preprocess(blankToUndefined, z.string().optional()),
  DEV_CLOCK_AT: devClockVariable,
  AUTH_LIMIT_PER_IP: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of at least 1' })
      .int('must be a whole number of at least 1')
      .min(1, 'must be a whole number of at least 1')
      .default(30),
  ),
  AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)')
      .optional(),
  ),
  SERVED_COUNTRIES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(servableCountries.join(','))
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.enum(servableCountries), {
            error: `must list ISO country codes among ${servableCountries.join(', ')}`,
          })
          .min(1, `must list at least one of ${servableCountries.join(', ')}`),
      ),
  ),
});
