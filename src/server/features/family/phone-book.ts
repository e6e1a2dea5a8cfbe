import { and, desc, eq } from 'drizzle-orm';
import type { PhoneBook } from '../../channels/phone-book';
import type { Database } from '../../db/client';
import { consents, parents } from '../../db/schema';
import { parentNumberAgreed } from '../consent/service';

/**
 * The parent at a number, as the number itself agreed (docs/product.md §3, "What a phone hears
 * comes from that phone's own agreement"): only a parent row whose consent for this very
 * number is verified. Any account may type any number in, with any nickname and language; until
 * the phone says Y to that account, nothing that account wrote reaches it.
 */
const agreedParentAt = async (db: Database, phone: string) => {
  const [row] = await db
    .select({
      firstName: parents.firstName,
      nickname: parents.nickname,
      language: parents.language,
    })
    .from(parents)
    .innerJoin(consents, parentNumberAgreed)
    .where(and(eq(parents.phone, phone), eq(parents.active, true)))
    // Two families the number agreed to: the one it agreed to last.
    .orderBy(desc(consents.verifiedAt))
    .limit(1);
  return row;
};

/**
 * The channels' phone book: a number is a parent's when it agreed to be checked on as one. A
 * number that is only a family member's or the owner's, or that agreed to nothing, is answered
 * in English, the same whether or not some account has it (issues 23 and 34).
 */
export const familyPhoneBook: PhoneBook = {
  async languageOf(db, phone) {
    return (await agreedParentAt(db, phone))?.language ?? 'en';
  },
  async parentAt(db, phone) {
    const row = await agreedParentAt(db, phone);
    return row && { name: row.nickname || row.firstName, language: row.language };
  },
};
