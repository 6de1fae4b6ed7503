import {
  and,
  coverLetters,
  coverLetterVersions,
  desc,
  eq,
  inArray,
  isNull,
  type CoverLetterRow,
  type CoverLetterVersionRow,
  type Database,
} from '@vitae/db';
import {
  COVER_LETTER_MESSAGES,
  coverLetterVersionContentSchema,
  MAX_AUTO_VERSIONS,
  VERSION_MESSAGES,
  type CoverLetter,
  type CoverLetterVersionContent,
  type ResumeVersion,
  type ResumeVersionKind,
  type UpdateCoverLetterBody,
} from '@vitae/schema';
import { DomainError, NotFound } from '../../lib/domain-errors.ts';
import type { CoverLetterService } from './cover-letters.ts';

export type CoverLetterVersionService = ReturnType<typeof createCoverLetterVersionService>;

/** An automatic snapshot is taken at most this often per letter (counting versions of any kind), as for resumes. */
const AUTO_EVERY_MS = 60 * 60 * 1000;

export interface CoverLetterVersionServiceOptions {
  db: Database;
  letters: Pick<CoverLetterService, 'get' | 'update'>;
  /** The clock that dates versions and spaces automatic snapshots; tests move it. */
  now?: (() => Date) | undefined;
  /** Automatic snapshots kept per letter, the oldest dropped first (default MAX_AUTO_VERSIONS). */
  maxAuto?: number;
}

const toVersion = ({
  id,
  name,
  kind,
  createdAt,
}: Pick<CoverLetterVersionRow, 'id' | 'name' | 'kind' | 'createdAt'>): ResumeVersion => ({
  _id: id,
  name,
  kind,
  createdAt: createdAt.toISOString(),
});

/** What a version holds: the letter's title, links, body and recipient as they are in `row`. */
const contentOf = (row: CoverLetterRow): CoverLetterVersionContent => ({
  title: row.title,
  resumeId: row.resumeId,
  applicationId: row.applicationId,
  body: row.body,
  recipient: row.recipient,
});

/** A stored version's content; a field it lacks reads as the letter's current one. */
export const versionContent = (content: Record<string, unknown>, current: CoverLetterVersionContent) =>
  coverLetterVersionContentSchema.parse({ ...current, ...content });

/** "2025-03-14 09:26 UTC": how a restore names a version that has no name of its own. */
const dateName = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * History of cover letters, as resumes have it (docs/cover-letters.md): versions saved by name, automatic ones while
 * editing, one taken before each restore. Scoped to the owner; a letter in Trash answers 404.
 */
export function createCoverLetterVersionService({
  db,
  letters,
  now = () => new Date(),
  maxAuto = MAX_AUTO_VERSIONS,
}: CoverLetterVersionServiceOptions) {
  const ownedLetter = (userId: string, id: string) =>
    and(eq(coverLetters.id, id), eq(coverLetters.userId, userId), isNull(coverLetters.deletedAt));
  const ofLetter = (userId: string, letterId: string) =>
    and(eq(coverLetterVersions.coverLetterId, letterId), eq(coverLetterVersions.userId, userId));

  async function readLetter(userId: string, id: string): Promise<CoverLetterRow> {
    const [row] = await db.select().from(coverLetters).where(ownedLetter(userId, id));
    if (!row) throw new NotFound(COVER_LETTER_MESSAGES.notFound);
    return row;
  }

  async function readVersion(userId: string, letterId: string, versionId: string): Promise<CoverLetterVersionRow> {
    const [row] = await db
      .select()
      .from(coverLetterVersions)
      .where(and(eq(coverLetterVersions.id, versionId), ofLetter(userId, letterId)));
    if (!row) throw new NotFound(VERSION_MESSAGES.notFound);
    return row;
  }

  async function insert(
    executor: Pick<Database, 'insert'>,
    row: CoverLetterRow,
    kind: ResumeVersionKind,
    name: string,
  ): Promise<CoverLetterVersionRow> {
    const [inserted] = await executor
      .insert(coverLetterVersions)
      .values({ coverLetterId: row.id, userId: row.userId, kind, name, content: contentOf(row), createdAt: now() })
      .returning();
    return inserted!;
  }

  return {
    /** The letter's versions, newest first, without their content. */
    async list(userId: string, letterId: string): Promise<ResumeVersion[]> {
      await readLetter(userId, letterId);
      const rows = await db
        .select({
          id: coverLetterVersions.id,
          name: coverLetterVersions.name,
          kind: coverLetterVersions.kind,
          createdAt: coverLetterVersions.createdAt,
        })
        .from(coverLetterVersions)
        .where(ofLetter(userId, letterId))
        .orderBy(desc(coverLetterVersions.createdAt), desc(coverLetterVersions.id));
      return rows.map(toVersion);
    },

    /** "Save version": the letter as it is now, under `name`. Kept however many there are. */
    async save(userId: string, letterId: string, name: string): Promise<ResumeVersion> {
      return toVersion(await insert(db, await readLetter(userId, letterId), 'manual', name));
    },

    /** The letter as the version holds it: its id, `version` and dates as they are now, the rest the version's. */
    async get(userId: string, letterId: string, versionId: string): Promise<CoverLetter> {
      const current = await letters.get(userId, letterId);
      const { content } = await readVersion(userId, letterId, versionId);
      return { ...current, ...versionContent(content, current) };
    },

    /**
     * Snapshots the letter as it is (kind 'restore'), then writes the version back as an update does: its `version`
     * rises, so an editor still holding the old one gets 409. A write landing in between answers 409 and keeps no
     * snapshot. A resume or application the version was linked to and that is gone since leaves the link as it is.
     */
    async restore(userId: string, letterId: string, versionId: string): Promise<CoverLetter> {
      const current = await readLetter(userId, letterId);
      const version = await readVersion(userId, letterId, versionId);
      const content = versionContent(version.content, contentOf(current));
      const snapshot = await insert(
        db,
        current,
        'restore',
        VERSION_MESSAGES.beforeRestoring(version.name || dateName(version.createdAt)),
      );
      const body: UpdateCoverLetterBody = {
        title: content.title,
        body: content.body,
        recipient: content.recipient,
        version: current.version,
      };
      try {
        try {
          return await letters.update(userId, letterId, {
            ...body,
            resumeId: content.resumeId ?? undefined,
            applicationId: content.applicationId,
          });
        } catch (error) {
          // The resume or application the version named is gone (or in Trash): restore the words, keep the links.
          if (!(error instanceof NotFound) || error.message === COVER_LETTER_MESSAGES.notFound) throw error;
          return await letters.update(userId, letterId, body);
        }
      } catch (error) {
        if (error instanceof DomainError) {
          await db.delete(coverLetterVersions).where(eq(coverLetterVersions.id, snapshot.id));
        }
        throw error;
      }
    },

    /**
     * Before a save of the editor: when the letter's newest version is an hour old or more, or it has none,
     * snapshots it as it is (kind 'auto') and drops the oldest automatic ones past `maxAuto`. A missing or foreign
     * letter is left for the write to answer.
     */
    async autoSnapshot(userId: string, letterId: string): Promise<void> {
      const due = async (executor: Pick<Database, 'select'>) => {
        const [newest] = await executor
          .select({ createdAt: coverLetterVersions.createdAt })
          .from(coverLetterVersions)
          .where(ofLetter(userId, letterId))
          .orderBy(desc(coverLetterVersions.createdAt))
          .limit(1);
        return !newest || now().getTime() - newest.createdAt.getTime() >= AUTO_EVERY_MS;
      };
      if (!(await due(db))) return;
      await db.transaction(async (tx) => {
        // The letter's row, locked: parallel saves take one snapshot between them.
        const [row] = await tx.select().from(coverLetters).where(ownedLetter(userId, letterId)).for('update');
        if (!row || !(await due(tx))) return;
        await insert(tx, row, 'auto', '');
        const overflow = await tx
          .select({ id: coverLetterVersions.id })
          .from(coverLetterVersions)
          .where(and(ofLetter(userId, letterId), eq(coverLetterVersions.kind, 'auto')))
          .orderBy(desc(coverLetterVersions.createdAt), desc(coverLetterVersions.id))
          .offset(maxAuto);
        if (overflow.length) {
          await tx.delete(coverLetterVersions).where(
            inArray(
              coverLetterVersions.id,
              overflow.map(({ id }) => id),
            ),
          );
        }
      });
    },
  };
}
