import { DateTime } from 'luxon';
import { z } from 'zod';
import { blankToUndefined } from './variables';

/** "13:00 America/New_York" as a time and a zone luxon knows; undefined when it is not one. */
export function devClockAt(value: string) {
  const match = /^([01]\d|2[0-3]):([0-5]\d) (\S+)$/.exec(value.trim());
  if (!match || !DateTime.local().setZone(match[3]!).isValid) return undefined;
  return { time: `${match[1]}:${match[2]}`, zone: match[3]! };
}

export const devClockVariable = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) => devClockAt(value) !== undefined,
      'must be a time and an IANA zone, such as "13:00 America/New_York"',
    )
    .optional(),
);
