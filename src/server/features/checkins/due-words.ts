import type { Database } from '../../db/client';
import { WEATHER_SLOT } from '@/shared/check-in-times';
import { weatherWarningKinds, type WeatherWarningKind } from '@/shared/weather';
import { campaignMessagesFor } from '../campaigns/service';
import { favouriteTemplatesFor, favouritesKey, funFactKey, takeFunFacts } from '../library/service';
import { weatherCheckInWording } from '../weather/service';
import { buildDailyMessage, buildLaterMessage, wantsFunFact } from './daily-message';
import type { DueParent } from './due-parents';

// What a due check-in says: the day's first text (a template, a campaign's line, a fun fact), a
// later time's (the owner's words), or a weather warning's (which warning).

/**
 * The campaign's line for a parent's day. The owner writes a campaign in English, for the
 * family's parents who read it; a Spanish-speaking parent's day opens with the account's Spanish
 * favourites or a Spanish opening instead (decision 030). Only the day's first text has one.
 */
export const campaignOf = <Day>(campaigns: Map<string, Day>, due: DueParent) =>
  due.language === 'en' && due.slot === 0
    ? campaigns.get(`${due.user_id} ${due.local_date}`)
    : undefined;

/** The warning a weather check-in is for: one of the listed kinds, as the database holds it. */
export function weatherKindOf(due: DueParent): WeatherWarningKind {
  const kind = weatherWarningKinds.find((known) => known === due.slot_message);
  if (!kind) throw new Error(`not a listed weather warning: ${due.slot_message}`);
  return kind;
}

/**
 * What the day's first texts of a batch say: each account's favourite templates, its campaign's
 * line for the parent's date, and a fun fact where the day wants one (its use is counted).
 */
export async function batchWords(tx: Database, sendable: DueParent[], now: Date) {
  const firsts = sendable.filter((due) => due.slot === 0);
  const days = firsts.map((due) => ({ userId: due.user_id, localDate: due.local_date }));
  const favourites = await favouriteTemplatesFor(
    tx,
    firsts.map((due) => due.user_id),
  );
  const campaigns = await campaignMessagesFor(tx, days);
  const funFacts = await takeFunFacts(
    tx,
    firsts
      .filter((due) => wantsFunFact(due.local_date, campaignOf(campaigns, due)))
      .map((due) => ({
        userId: due.user_id,
        localDate: due.local_date,
        mood: due.personality_type,
        language: due.language,
      })),
    now,
  );
  return { favourites, campaigns, funFacts };
}

/** The check-in's words: the text's, or what the call says to a parent checked on by call. */
export function bodyOf(due: DueParent, wording: Awaited<ReturnType<typeof batchWords>>) {
  const parentName = due.nickname || due.first_name;
  if (due.slot !== 0)
    return buildLaterMessage({
      parentName,
      language: due.language,
      checkInBy: due.check_in_by,
      localDate: due.local_date,
      localTime: due.message_time,
      message:
        due.slot === WEATHER_SLOT
          ? weatherCheckInWording(due.language, weatherKindOf(due)).spoken
          : due.slot_message,
    });
  return buildDailyMessage({
    parentName,
    style: due.personality_type,
    language: due.language,
    checkInBy: due.check_in_by,
    localDate: due.local_date,
    localTime: due.message_time,
    favouriteTemplates: wording.favourites.get(favouritesKey(due.user_id, due.language)) ?? [],
    campaignLine: campaignOf(wording.campaigns, due)?.content,
    funFact: wording.funFacts.get(funFactKey(due.user_id, due.local_date, due.language)),
  });
}
