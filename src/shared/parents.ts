import { z } from './zod';
import { isoInstant } from './api-response';
import { checkInWays } from './family';
import { languages } from './languages';

/** A parent as GET/POST/PUT /api/parents answer it: the stored row, minus what stays inside. */
export const parentDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  relationshipType: z.string(),
  relationshipDescription: z.string(),
  /** E.164 */
  phone: z.string(),
  timezone: z.string(),
  city: z.string(),
  state: z.string(),
  zipOrCounty: z.string(),
  country: z.string(),
  /** HH:MM in the parent's time zone */
  messageTime: z.string(),
  personalityType: z.string(),
  /** The language of their texts and calls. */
  language: z.enum(languages),
  /** How they are checked on: a text, or a call. */
  checkInBy: z.enum(checkInWays),
  /** Whether the daily check-in is switched on (the schedule step's switch). */
  checkInsEnabled: z.boolean(),
  createdAt: isoInstant,
});
export type ParentDto = z.infer<typeof parentDtoSchema>;

export const parentListResponse = z.object({ parents: z.array(parentDtoSchema) });
export const parentResponse = z.object({ parent: parentDtoSchema });

/** POST /api/parents/:id/check-in: today's check-in, sent now. */
export const sentCheckInResponse = z.object({
  checkIn: z.object({ id: z.string(), status: z.string(), localDate: z.string() }),
});
