import { and, desc, eq } from 'drizzle-orm';
import type { PhoneBook } from '../../channels/phone-book';
import type { Database } from '../../db/client';
import { parents } from '../../db/schema';

const parentRowAt = async (db: Database, phone: string) => {
  const [row] = await db
    .select({
      firstName: parents.firstName,
      nickname: parents.nickname,
      language: parents.language,
    })
    .from(parents)
    .where(and(eq(parents.phone, phone), eq(parents.active, true)))
    // Two families may have typed the same number; the latest change is the best guess.
    .orderBy(desc(parents.updatedAt))
    .limit(1);
  return row;
};

/**
 * The channels' phone book: a number is a parent's when a parent has it. A number that is only
 * a family member's or the owner's is answered in English, the family's language (issue 23).
 */
export const familyPhoneBook: PhoneBook = {
  async languageOf(db, phone) {
    return (await parentRowAt(db, phone))?.language ?? 'en';
  },
  async parentAt(db, phone) {
    const row = await parentRowAt(db, phone);
    return row && { name: row.nickname || row.firstName, language: row.language };
  },
};
