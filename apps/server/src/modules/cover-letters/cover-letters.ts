import {
  and,
  applications,
  coverLetters,
  desc,
  eq,
  isNull,
  resumes,
  type CoverLetterRow,
  type Database,
} from '@vitae/db';
import {
  COVER_LETTER_MESSAGES,
  LIMITS,
  type CoverLetter,
  type CoverLetterRecipient,
  type CreateCoverLetterBody,
  type TrashedCoverLetter,
  type UpdateCoverLetterBody,
} from '@vitae/schema';
import { NotFound } from '../../lib/domain-errors.ts';
import { createOwnedRows } from '../../lib/owned-rows.ts';
import { sanitizeMarkup } from '../../lib/rich-text.ts';

export type CoverLetterService = ReturnType<typeof createCoverLetterService>;

/** How long a deleted letter stays in Trash before it goes for good: as long as a resume (docs/cover-letters.md). */
export const LETTER_TRASH_DAYS = 30;

const EMPTY_RECIPIENT: CoverLetterRecipient = { name: '', company: '', address: '' };

export const toCoverLetter = ({
  id,
  userId: _owner,
  deletedAt: _deleted,
  createdAt,
  updatedAt,
  recipient,
  ...fields
}: CoverLetterRow): CoverLetter => ({
  _id: id,
  ...fields,
  recipient: { ...EMPTY_RECIPIENT, ...recipient },
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/**
 * The body is sanitised as a resume's summary is (docs/decisions/0006): rich text from the editor keeps only
 * RICH_TEXT_ALLOWLIST; plain text (a script's, an older client's) is kept exactly as typed and drawn as text.
 */
const cleanBody = (body: string) => sanitizeMarkup(body);

export interface CoverLetterServiceOptions {
  db: Database;
  /** Letters one account may keep (LIMITS.coverLettersPerUser); those in Trash do not count. */
  maxPerUser?: number;
  /** The clock Trash's 30 days are counted on (tests move it). */
  now?: (() => Date) | undefined;
}

/**
 * Cover letters (docs/cover-letters.md). Every query is scoped to its owner: another user's letter, resume or
 * application is indistinguishable from a missing one. A letter in Trash (`deletedAt` set) is out of every read and
 * write but Trash's own.
 */
export function createCoverLetterService({
  db,
  maxPerUser = LIMITS.coverLettersPerUser,
  now = () => new Date(),
}: CoverLetterServiceOptions) {
  // Owner scope, the limit, the versioned update and Trash: the resumes' one mechanism (lib/owned-rows.ts).
  const rows = createOwnedRows({
    db,
    table: coverLetters,
    title: coverLetters.title,
    trashDays: LETTER_TRASH_DAYS,
    maxPerUser,
    now,
    messages: {
      notFound: COVER_LETTER_MESSAGES.notFound,
      versionConflict: COVER_LETTER_MESSAGES.versionConflict,
      tooMany: COVER_LETTER_MESSAGES.tooMany,
    },
    present: toCoverLetter,
  });

  /** The user's resume (not in Trash), or 404 with the letter's own message. */
  async function assertResume(executor: Pick<Database, 'select'>, userId: string, resumeId: string) {
    const [row] = await executor
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), isNull(resumes.deletedAt)));
    if (!row) throw new NotFound(COVER_LETTER_MESSAGES.resumeNotFound);
  }

  /** The user's application, or 404. */
  async function readApplication(executor: Pick<Database, 'select'>, userId: string, applicationId: string) {
    const [row] = await executor
      .select({ company: applications.company, role: applications.role, posting: applications.posting })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
    if (!row) throw new NotFound(COVER_LETTER_MESSAGES.applicationNotFound);
    return row;
  }

  const readRow = (userId: string, id: string): Promise<CoverLetterRow> => rows.read(userId, id);

  return {
    /**
     * A new letter for one of the user's resumes (404 otherwise) and, optionally, one of their applications (404
     * otherwise); addressed to the application's company when no recipient is given. Past `maxPerUser` letters, 422.
     */
    async create(userId: string, body: CreateCoverLetterBody): Promise<CoverLetter> {
      const row = await db.transaction(async (tx) => {
        await assertResume(tx, userId, body.resumeId);
        const application = body.applicationId ? await readApplication(tx, userId, body.applicationId) : undefined;
        await rows.lockWithinLimit(tx, userId);
        const recipient = body.recipient
          ? { ...EMPTY_RECIPIENT, ...body.recipient }
          : { ...EMPTY_RECIPIENT, company: application?.company ?? '' };
        const [inserted] = await tx
          .insert(coverLetters)
          .values({
            userId,
            title: body.title,
            resumeId: body.resumeId,
            applicationId: body.applicationId ?? null,
            body: cleanBody(body.body ?? ''),
            recipient,
          })
          .returning();
        return inserted!;
      });
      return toCoverLetter(row);
    },

    /** The user's letters not in Trash, newest update first. */
    async list(userId: string): Promise<CoverLetter[]> {
      const rows = await db
        .select()
        .from(coverLetters)
        .where(and(eq(coverLetters.userId, userId), isNull(coverLetters.deletedAt)))
        .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.createdAt));
      return rows.map(toCoverLetter);
    },

    async get(userId: string, id: string): Promise<CoverLetter> {
      return toCoverLetter(await readRow(userId, id));
    },

    /** The row as stored, for the versions service (History snapshots). */
    readRow,

    /** The user's application linked to a letter (404 unless theirs): its company, role and posting. */
    readApplication: (userId: string, applicationId: string) => readApplication(db, userId, applicationId),

    /**
     * Writes only the fields sent, in one statement; every write raises `version` by one. With `body.version` the
     * statement writes only while the letter is still at it; otherwise 409 with the letter as it is now, and nothing
     * changes. A resume or application named must be the user's (404).
     */
    async update(userId: string, id: string, { version, ...body }: UpdateCoverLetterBody): Promise<CoverLetter> {
      if (body.resumeId) await assertResume(db, userId, body.resumeId);
      if (body.applicationId) await readApplication(db, userId, body.applicationId);
      const changes = {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.resumeId !== undefined && { resumeId: body.resumeId }),
        ...(body.applicationId !== undefined && { applicationId: body.applicationId }),
        ...(body.body !== undefined && { body: cleanBody(body.body) }),
        ...(body.recipient !== undefined && { recipient: { ...EMPTY_RECIPIENT, ...body.recipient } }),
      };
      return toCoverLetter(await rows.update(userId, id, changes, version));
    },

    /** Moves the letter to Trash: out of the list and every other read, back with `restore` for 30 days. */
    remove: rows.remove,

    /** The user's letters in Trash, most recently deleted first; those past 30 days are purged first. */
    async trash(userId: string): Promise<TrashedCoverLetter[]> {
      return (await rows.trash(userId)).map(({ id, ...trashed }) => ({ _id: id, ...trashed }));
    },

    /** Brings a letter back from Trash, whole; counted against `maxPerUser` like a new one (422 past it). */
    async restore(userId: string, id: string): Promise<CoverLetter> {
      return toCoverLetter(await rows.restore(userId, id));
    },

    /** Deletes a letter in Trash for good (its History with it). */
    destroy: rows.destroy,

    /** Deletes every letter (of one user, or of all) that has been in Trash for 30 days. */
    purgeExpired: rows.purgeExpired,

    /** Every letter of the user, those in Trash too, in id order, a few at a time (the account export). */
    stream: (userId: string, batch = 20): AsyncGenerator<CoverLetterRow> => rows.stream(userId, batch),
  };
}
