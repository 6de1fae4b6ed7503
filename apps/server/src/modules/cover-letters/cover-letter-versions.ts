import { coverLetters, coverLetterVersions, type CoverLetterRow, type Database } from '@vitae/db';
import {
  COVER_LETTER_MESSAGES,
  coverLetterVersionContentSchema,
  MAX_AUTO_VERSIONS,
  type CoverLetter,
  type CoverLetterVersionContent,
  type ResumeVersion,
  type UpdateCoverLetterBody,
} from '@vitae/schema';
import { NotFound } from '../../lib/domain-errors.ts';
import { createVersionHistory } from '../../lib/versions.ts';
import type { CoverLetterService } from './cover-letters.ts';

export type CoverLetterVersionService = ReturnType<typeof createCoverLetterVersionService>;

export interface CoverLetterVersionServiceOptions {
  db: Database;
  letters: Pick<CoverLetterService, 'get' | 'update'>;
  /** The clock that dates versions and spaces automatic snapshots; tests move it. */
  now?: (() => Date) | undefined;
  /** Automatic snapshots kept per letter, the oldest dropped first (default MAX_AUTO_VERSIONS). */
  maxAuto?: number;
}

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

/**
 * History of cover letters: the resumes' one History mechanism (lib/versions.ts; docs/cover-letters.md): versions
 * saved by name, automatic ones while editing, one taken before each restore. Scoped to the owner; a letter in Trash
 * answers 404.
 */
export function createCoverLetterVersionService({
  db,
  letters,
  now = () => new Date(),
  maxAuto = MAX_AUTO_VERSIONS,
}: CoverLetterVersionServiceOptions) {
  const history = createVersionHistory({
    db,
    documents: coverLetters,
    versions: coverLetterVersions,
    documentId: coverLetterVersions.coverLetterId,
    documentKey: 'coverLetterId',
    contentOf: (row) => ({ ...contentOf(row) }),
    notFound: COVER_LETTER_MESSAGES.notFound,
    now,
    maxAuto,
  });

  return {
    /** The letter's versions, newest first, without their content. */
    list: (userId: string, letterId: string): Promise<ResumeVersion[]> => history.list(userId, letterId),

    /** "Save version": the letter as it is now, under `name`. Kept however many there are. */
    save: (userId: string, letterId: string, name: string): Promise<ResumeVersion> =>
      history.save(userId, letterId, name),

    /** The letter as the version holds it: its id, `version` and dates as they are now, the rest the version's. */
    async get(userId: string, letterId: string, versionId: string): Promise<CoverLetter> {
      const current = await letters.get(userId, letterId);
      const { content } = await history.readVersion(userId, letterId, versionId);
      return { ...current, ...versionContent(content, current) };
    },

    /**
     * Snapshots the letter as it is (kind 'restore'), then writes the version back as an update does: its `version`
     * rises, so an editor still holding the old one gets 409. A write landing in between answers 409 and keeps no
     * snapshot. A resume or application the version was linked to and that is gone since leaves the link as it is.
     */
    async restore(userId: string, letterId: string, versionId: string): Promise<CoverLetter> {
      return history.restore(userId, letterId, versionId, (current, version) => {
        const content = versionContent(version.content, contentOf(current));
        const body: UpdateCoverLetterBody = {
          title: content.title,
          body: content.body,
          recipient: content.recipient,
          version: current.version,
        };
        return async () => {
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
        };
      });
    },

    /**
     * Before a save of the editor: when the letter's newest version is an hour old or more, or it has none,
     * snapshots it as it is (kind 'auto') and drops the oldest automatic ones past `maxAuto`. A missing or foreign
     * letter is left for the write to answer.
     */
    autoSnapshot: (userId: string, letterId: string): Promise<void> => history.autoSnapshot(userId, letterId),
  };
}
