import { z } from 'zod';

/** What every variable's schema shares: an unset variable and a blank one mean the same. */

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalString = z.preprocess(blankToUndefined, z.string().optional());
