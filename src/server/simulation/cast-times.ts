import type { Database } from '../db/client';
import { checkInTimes } from '../db/schema';
import type { Language } from '@/shared/languages';
import type { CastParent } from './cast';
import type { Random } from './random';

/** One more time of a parent's day (docs/product.md §2.13): slot 1 is the first of them. */
export interface CastTime {
  /** HH:MM in her zone. */
  time: string;
  /** The owner's words for it, or '' for the usual "again" words. */
  message: string;
}

const EARLIEST = 7 * 60;
const LATEST = 21 * 60;
/** Times of a day are at least three hours apart (§2.13). */
const APART = 3 * 60;

/** The owner's own words for a later check-in, as an owner writing in the parent's language would. */
const ownWords: Record<Language, string[]> = {
  en: [
    'Good evening {parent_name}, did supper go well?',
    'Hello {parent_name}, it is {time}: how was your afternoon?',
  ],
  es: ['Buenas tardes, {parent_name}. ¿Cómo le fue el día?'],
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether a parent gets a second time, and which: about one in six, among parents checked on by
 * text whose first time (as stored, inside the window) leaves room for one three hours later, by
 * 9:00 PM. Drawn from its own sequence (`times`, simulation.ts; none in a run shorter than three
 * days), one draw per parent and two more for each chosen, so the rest of the cast is drawn as
 * before.
 */
export function drawMoreTimes(
  times: Random | undefined,
  parent: Pick<CastParent, 'messageTime' | 'checkInBy' | 'language'>,
): CastTime[] {
  if (!times) return [];
  const roll = times.next();
  const [hours, minutes] = parent.messageTime.split(':').map(Number);
  const first = hours! * 60 + minutes!;
  const room = first >= EARLIEST && first + APART <= LATEST;
  // Among those with room (about two in three of the parents), one in four.
  if (parent.checkInBy !== 'text' || !room || roll >= 0.25) return [];
  const steps = (LATEST - (first + APART)) / 5;
  const time = clock(first + APART + times.int(0, Math.floor(steps)) * 5);
  const words = ownWords[parent.language];
  const pick = times.int(0, words.length);
  // One in (n + 1) keeps the usual words.
  return [{ time, message: pick === words.length ? '' : words[pick]! }];
}

/** Writes a parent's more times, as the wizard's schedule step would store them. */
export async function insertMoreTimes(
  db: Database,
  parent: Pick<CastParent, 'id' | 'userId'>,
  more: CastTime[],
) {
  if (more.length === 0) return;
  await db.insert(checkInTimes).values(
    more.map((entry, index) => ({
      parentId: parent.id,
      userId: parent.userId,
      slot: index + 1,
      messageTime: entry.time,
      message: entry.message,
    })),
  );
}
