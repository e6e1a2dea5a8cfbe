import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentLibrary, messageTemplates } from '../../db/schema';
import type { Language } from '@/shared/languages';
import { fillOwnVariables } from '@/shared/template-variables';

/**
 * Each account's favourite active templates' content, with the template's own variables (e.g.
 * {medication_name}) filled in; {parent_name}, {date}, {time} left for the daily message. Keyed
 * `${userId} ${language}` (see `favouritesKey`): a Spanish-speaking parent's text opens with the
 * account's Spanish favourites only. Accounts without favourites are absent. Newest first.
 */
export async function favouriteTemplatesFor(
  db: Database,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: messageTemplates.userId,
      messageContent: messageTemplates.messageContent,
      variables: messageTemplates.variables,
      language: messageTemplates.language,
    })
    .from(messageTemplates)
    .where(
      and(
        inArray(messageTemplates.userId, [...new Set(userIds)]),
        eq(messageTemplates.active, true),
        eq(messageTemplates.isFavorite, true),
      ),
    )
    .orderBy(desc(messageTemplates.createdAt), desc(messageTemplates.id));
  for (const row of rows) {
    const filled = fillOwnVariables(row.messageContent, row.variables);
    const key = favouritesKey(row.userId, row.language);
    byUser.set(key, [...(byUser.get(key) ?? []), filled]);
  }
  return byUser;
}

export const favouritesKey = (userId: string, language: Language) => `${userId} ${language}`;

/** A day's fun fact, for a family and a language (see `takeFunFacts`). */
export const funFactKey = (userId: string, localDate: string, language: Language) =>
  `${userId} ${localDate} ${language}`;

/** Northern-hemisphere seasons by month: Mar–May spring, Jun–Aug summer, Sep–Nov fall. */
export function seasonOf(localDate: string) {
  const month = Number(localDate.slice(5, 7));
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'fall';
  return 'winter';
}

/**
 * Picks one fun fact per wanted (userId, localDate, mood, language): active system or own
 * fun_fact content in that language whose season fits the local date's season (or 'any'),
 * preferring the mood, least used first; increments usage_count and sets last_used_at = at for
 * each pick (an item picked for 3 parents counts 3). Keyed by `funFactKey` (English when no
 * language is given).
 *
 * Entries sharing a key (an account's parents on one day) share one pick, chosen by the first
 * entry's mood; the key cannot tell two moods apart, and one fact a day per family reads well.
 */
export async function takeFunFacts(
  db: Database,
  wanted: { userId: string; localDate: string; mood: string; language?: Language }[],
  at: Date,
): Promise<Map<string, string>> {
  const groups = new Map<
    string,
    { userId: string; localDate: string; mood: string; language: Language; n: number }
  >();
  for (const entry of wanted) {
    const language = entry.language ?? 'en';
    const key = funFactKey(entry.userId, entry.localDate, language);
    const group = groups.get(key);
    if (group) group.n += 1;
    else groups.set(key, { ...entry, language, n: 1 });
  }
  const picks = new Map<string, string>();
  if (groups.size === 0) return picks;
  // Two queries for a whole sweep batch: the candidates (the system facts and these accounts'
  // own), then one update of the counts. Each pick raises its fact's count before the next
  // choice, so families on the same day spread over the least used facts.
  const userIds = [...new Set([...groups.values()].map((group) => group.userId))];
  const candidates = await db
    .select({
      id: contentLibrary.id,
      userId: contentLibrary.userId,
      content: contentLibrary.content,
      season: contentLibrary.season,
      mood: contentLibrary.mood,
      language: contentLibrary.language,
      usageCount: contentLibrary.usageCount,
      lastUsedAt: contentLibrary.lastUsedAt,
    })
    .from(contentLibrary)
    .where(
      and(
        eq(contentLibrary.contentType, 'fun_fact'),
        eq(contentLibrary.active, true),
        or(eq(contentLibrary.isSystemContent, true), inArray(contentLibrary.userId, userIds)),
      ),
    )
    .orderBy(asc(contentLibrary.id));
  const added = new Map<string, number>();
  const used = (id: string, count: number) => count + (added.get(id) ?? 0);
  for (const [key, group] of groups) {
    const season = seasonOf(group.localDate);
    const [pick] = candidates
      .filter(
        (fact) =>
          fact.language === group.language &&
          (fact.userId === null || fact.userId === group.userId) &&
          (fact.season === 'any' || fact.season === season),
      )
      .sort(
        (a, b) =>
          Number(a.mood !== group.mood) - Number(b.mood !== group.mood) ||
          used(a.id, a.usageCount) - used(b.id, b.usageCount) ||
          (a.lastUsedAt?.getTime() ?? 0) - (b.lastUsedAt?.getTime() ?? 0) ||
          (a.id < b.id ? -1 : 1),
      );
    if (!pick) continue;
    added.set(pick.id, (added.get(pick.id) ?? 0) + group.n);
    picks.set(key, pick.content);
  }
  if (added.size > 0) {
    const counts = sql.join(
      [...added].map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${contentLibrary}
      set usage_count = ${contentLibrary}.usage_count + counts.n, last_used_at = ${at.toISOString()}::timestamptz
      from (values ${counts}) as counts(id, n)
      where ${contentLibrary}.id = counts.id`);
  }
  return picks;
}
