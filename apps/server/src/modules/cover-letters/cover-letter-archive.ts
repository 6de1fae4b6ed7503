import { asc, coverLetterVersions, eq, and, type Database } from '@vitae/db';
import type { ExportedCoverLetter } from '@vitae/schema';
import { createCoverLetterService, toCoverLetter } from './cover-letters.ts';
import { versionContent } from './cover-letter-versions.ts';

export type CoverLetterArchive = ReturnType<typeof createCoverLetterArchive>;

/**
 * Every cover letter of an account with its History, for the account export (docs/accounts.md): built from the
 * database alone, so the accounts module, listed before this one, can hold it.
 */
export function createCoverLetterArchive({ db }: { db: Database }) {
  const letters = createCoverLetterService({ db });
  return {
    /** The user's letters, those in Trash too, one at a time with every version (oldest first), in id order. */
    async *stream(userId: string): AsyncGenerator<ExportedCoverLetter> {
      for await (const row of letters.stream(userId)) {
        const letter = toCoverLetter(row);
        const versions = await db
          .select()
          .from(coverLetterVersions)
          .where(and(eq(coverLetterVersions.coverLetterId, row.id), eq(coverLetterVersions.userId, userId)))
          .orderBy(asc(coverLetterVersions.createdAt), asc(coverLetterVersions.id));
        yield {
          ...letter,
          deletedAt: row.deletedAt?.toISOString() ?? null,
          versions: versions.map(({ id, name, kind, createdAt, content }) => ({
            _id: id,
            name,
            kind,
            createdAt: createdAt.toISOString(),
            content: versionContent(content, letter),
          })),
        };
      }
    },
  };
}
