import { and, dictionaryWords, eq, sql, users, type Database } from '@vitae/db';
import { AI_LIMITS, byDictionaryOrder, MESSAGES } from '@vitae/schema';
import { LimitReached, NotFound } from '../../lib/domain-errors.ts';

export type DictionaryService = ReturnType<typeof createDictionaryService>;

export interface DictionaryServiceOptions {
  db: Database;
  /** Words one user may keep. */
  maxWords?: number;
}

/**
 * Each user's grammar dictionary: words never flagged as misspellings for them. Words are kept as first typed and
 * matched case-insensitively (lower() in SQL, like the table's unique index). Every query is scoped to its owner.
 */
export function createDictionaryService({ db, maxWords = AI_LIMITS.dictionaryWords }: DictionaryServiceOptions) {
  const sameWord = (userId: string, word: string) =>
    and(eq(dictionaryWords.userId, userId), sql`lower(${dictionaryWords.word}) = lower(${word})`);

  /** The user's words, sorted case-insensitively. */
  async function list(userId: string): Promise<string[]> {
    const rows = await db
      .select({ word: dictionaryWords.word })
      .from(dictionaryWords)
      .where(eq(dictionaryWords.userId, userId));
    return rows.map((row) => row.word).sort(byDictionaryOrder);
  }

  return {
    list,

    /**
     * Adds `word` unless the dictionary has it in any case (`added` false, nothing changes). A dictionary at
     * `maxWords` refuses a new word (422, nothing stored); the account's row is locked while counting, so parallel
     * adds cannot pass the limit together.
     */
    async add(userId: string, word: string): Promise<{ words: string[]; added: boolean }> {
      const added = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx
          .select({ word: dictionaryWords.word })
          .from(dictionaryWords)
          .where(sameWord(userId, word))
          .limit(1);
        if (existing) return false;
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(dictionaryWords)
          .where(eq(dictionaryWords.userId, userId));
        if (Number(counted?.count ?? 0) >= maxWords) throw new LimitReached(MESSAGES.dictionaryFull);
        await tx.insert(dictionaryWords).values({ userId, word });
        return true;
      });
      return { words: await list(userId), added };
    },

    /** Removes `word` in whatever case it was added; 404 when the dictionary does not have it. */
    async remove(userId: string, word: string): Promise<string[]> {
      const deleted = await db
        .delete(dictionaryWords)
        .where(sameWord(userId, word))
        .returning({ word: dictionaryWords.word });
      if (deleted.length === 0) throw new NotFound(MESSAGES.dictionaryWordNotFound);
      return list(userId);
    },
  };
}
