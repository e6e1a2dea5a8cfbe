import { z } from './zod';

/**
 * The National Weather Service warnings that bring a parent an extra check-in (docs/product.md
 * §2.16, decision 049), spelled exactly as the alerts API writes them in an alert's `event`.
 * Only these ever reach a phone: an alert of any other name is not a warning that counts, and
 * nothing else an alert carries (its headline, description, instructions) is ever texted.
 *
 * The NWS renamed two of them in its hazard simplification: Wind Chill Warning became Extreme
 * Cold Warning (October 2024) and Excessive Heat Warning became Extreme Heat Warning (March
 * 2025). The old names are kept, so a local office still sending one is not missed.
 */
export const weatherWarningKinds = [
  'Extreme Heat Warning',
  'Excessive Heat Warning',
  'Extreme Cold Warning',
  'Wind Chill Warning',
  'Winter Storm Warning',
  'Blizzard Warning',
  'Ice Storm Warning',
  'Hurricane Warning',
  'Tornado Warning',
  'Flood Warning',
  'Flash Flood Warning',
] as const;

export type WeatherWarningKind = (typeof weatherWarningKinds)[number];

/** Whether an alert's event name (from outside) is one of the warnings that count. */
export const isWeatherWarningKind = (event: unknown): event is WeatherWarningKind =>
  (weatherWarningKinds as readonly unknown[]).includes(event);

/** The name a parent reads, in her language. A former name reads as the current one. */
export const weatherWarningNames: Record<WeatherWarningKind, { en: string; es: string }> = {
  'Extreme Heat Warning': { en: 'Extreme Heat Warning', es: 'aviso de calor extremo' },
  'Excessive Heat Warning': { en: 'Extreme Heat Warning', es: 'aviso de calor extremo' },
  'Extreme Cold Warning': { en: 'Extreme Cold Warning', es: 'aviso de frío extremo' },
  'Wind Chill Warning': { en: 'Extreme Cold Warning', es: 'aviso de frío extremo' },
  'Winter Storm Warning': { en: 'Winter Storm Warning', es: 'aviso de tormenta invernal' },
  'Blizzard Warning': { en: 'Blizzard Warning', es: 'aviso de ventisca' },
  'Ice Storm Warning': { en: 'Ice Storm Warning', es: 'aviso de tormenta de hielo' },
  'Hurricane Warning': { en: 'Hurricane Warning', es: 'aviso de huracán' },
  'Tornado Warning': { en: 'Tornado Warning', es: 'aviso de tornado' },
  'Flood Warning': { en: 'Flood Warning', es: 'aviso de inundación' },
  'Flash Flood Warning': { en: 'Flash Flood Warning', es: 'aviso de inundación repentina' },
};

/**
 * Whether a parent's warnings can be read (the dashboard says when not): her ZIP's location was
 * found, her "Zip or County" is not a ZIP code the service knows, or she lives outside the US.
 */
export const weatherLocationStates = ['found', 'zip_not_recognised', 'outside_us'] as const;
export type WeatherLocationState = (typeof weatherLocationStates)[number];

/** The kinds the /dev/weather page offers: the current names only. */
export const standInWarningKinds = weatherWarningKinds.filter(
  (kind) => kind !== 'Excessive Heat Warning' && kind !== 'Wind Chill Warning',
);

/** A US ZIP code as the stand-in takes it: five digits (a ZIP+4's first five are read). */
export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Please enter a five-digit ZIP code.')
  .transform((zip) => zip.slice(0, 5));

/** The longest a stand-in warning may last, in hours (real warnings rarely pass two days). */
export const MAX_STAND_IN_HOURS = 72;

/** /dev/weather: a developer raises a warning for a ZIP code in the local stand-in. */
export const raiseStandInWarningSchema = z.object({
  zip: zipCodeSchema,
  kind: z.enum(weatherWarningKinds),
  hours: z.coerce
    .number()
    .int('Please enter whole hours.')
    .min(1, 'At least 1 hour.')
    .max(MAX_STAND_IN_HOURS, `At most ${MAX_STAND_IN_HOURS} hours.`),
});
export type RaiseStandInWarning = z.input<typeof raiseStandInWarningSchema>;

export const standInWarningSchema = z.object({
  id: z.string(),
  zip: z.string(),
  kind: z.enum(weatherWarningKinds),
  /** Where the ZIP is, as the poller reads it; null when the ZIP is not one we know. */
  place: z.string().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type StandInWarning = z.infer<typeof standInWarningSchema>;

/** The stand-in's warnings still in force, and what the poller recorded per parent today. */
export const standInWarningsSchema = z.object({
  warnings: z.array(standInWarningSchema),
  recorded: z.array(
    z.object({
      parentName: z.string(),
      zip: z.string(),
      localDate: z.string(),
      kind: z.enum(weatherWarningKinds),
      seenAt: z.string(),
    }),
  ),
});
export type StandInWarnings = z.infer<typeof standInWarningsSchema>;
