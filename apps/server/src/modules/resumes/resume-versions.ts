import { and, desc, eq, inArray, isNull, resumes, resumeVersions, type Database, type ResumeRow } from '@vitae/db';
import {
  defaultResumeContent,
  MAX_AUTO_VERSIONS,
  MESSAGES,
  RESUME_CONTENT_FIELDS,
  VERSION_MESSAGES,
  type Resume,
  type ResumeVersion,
  type ResumeVersionKind,
  type UpdateResumeBody,
} from '@vitae/schema';
import { DomainError, NotFound } from '../../lib/domain-errors.ts';
import type { ResumeService } from './resumes.ts';
import type { TemplateService } from '../templates/templates.ts';

export type ResumeVersionService = ReturnType<typeof createResumeVersionService>;

type VersionRow = typeof resumeVersions.$inferSelect;

/** An automatic snapshot is taken at most this often per resume (counting versions of any kind). */
const AUTO_EVERY_MS = 60 * 60 * 1000;

export interface ResumeVersionServiceOptions {
  db: Database;
  resumes: ResumeService;
  templates: TemplateService;
  /** The clock that dates versions and spaces automatic snapshots; tests move it. */
  now?: (() => Date) | undefined;
  /** Automatic snapshots kept per resume, the oldest dropped first (default MAX_AUTO_VERSIONS). */
  maxAuto?: number;
}

const toVersion = ({ id, name, kind, createdAt }: Pick<VersionRow, 'id' | 'name' | 'kind' | 'createdAt'>) =>
  ({ _id: id, name, kind, createdAt: createdAt.toISOString() }) satisfies ResumeVersion;

/** What a version holds: the title, the template and every content field, as they are in `row`. */
const contentOf = (row: ResumeRow): Record<string, unknown> => ({
  resumeTitle: row.resumeTitle,
  templateId: row.templateId,
  ...Object.fromEntries(RESUME_CONTENT_FIELDS.map((field) => [field, row[field]])),
});

/** "2025-03-14 09:26 UTC": how a restore names a version that has no name of its own. */
const dateName = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * History: versions of a resume (saved by name, automatic, or taken before a restore). Every query is scoped to the
 * owner: another user's resume, or one in Trash, answers 404 with the message of every other resume route, and a
 * version is only found under its own resume.
 */
export function createResumeVersionService({
  db,
  resumes: resumeService,
  templates,
  now = () => new Date(),
  maxAuto = MAX_AUTO_VERSIONS,
}: ResumeVersionServiceOptions) {
  // A resume in Trash is out of History as it is out of every other route: 404, and no automatic snapshot.
  const ownedResume = (userId: string, id: string) =>
    and(eq(resumes.id, id), eq(resumes.userId, userId), isNull(resumes.deletedAt));
  const ofResume = (userId: string, resumeId: string) =>
    and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId));

  async function readResume(userId: string, id: string): Promise<ResumeRow> {
    const [row] = await db.select().from(resumes).where(ownedResume(userId, id));
    if (!row) throw new NotFound(MESSAGES.resumeNotFound);
    return row;
  }

  async function readVersion(userId: string, resumeId: string, versionId: string): Promise<VersionRow> {
    const [row] = await db
      .select()
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, versionId), ofResume(userId, resumeId)));
    if (!row) throw new NotFound(VERSION_MESSAGES.notFound);
    return row;
  }

  async function insert(
    executor: Pick<Database, 'insert'>,
    row: ResumeRow,
    kind: ResumeVersionKind,
    name: string,
  ): Promise<VersionRow> {
    const [inserted] = await executor
      .insert(resumeVersions)
      .values({ resumeId: row.id, userId: row.userId, kind, name, content: contentOf(row), createdAt: now() })
      .returning();
    return inserted!;
  }

  return {
    /** The resume's versions, newest first, without their content. */
    async list(userId: string, resumeId: string): Promise<ResumeVersion[]> {
      await readResume(userId, resumeId);
      const rows = await db
        .select({
          id: resumeVersions.id,
          name: resumeVersions.name,
          kind: resumeVersions.kind,
          createdAt: resumeVersions.createdAt,
        })
        .from(resumeVersions)
        .where(ofResume(userId, resumeId))
        .orderBy(desc(resumeVersions.createdAt), desc(resumeVersions.id));
      return rows.map(toVersion);
    },

    /** "Save version": the resume as it is now, under `name` (already validated). Kept however many there are. */
    async save(userId: string, resumeId: string, name: string): Promise<ResumeVersion> {
      return toVersion(await insert(db, await readResume(userId, resumeId), 'manual', name));
    },

    /**
     * The resume as the version holds it, shaped as every other resume answer: its id, `version` and dates are the
     * resume's now; its title, template and content are the version's (a field added since reads as its default).
     */
    async get(userId: string, resumeId: string, versionId: string): Promise<Resume> {
      const current = await resumeService.get(userId, resumeId);
      const { content } = await readVersion(userId, resumeId, versionId);
      return {
        ...current,
        resumeTitle: typeof content.resumeTitle === 'string' ? content.resumeTitle : current.resumeTitle,
        templateId: content.templateId === undefined ? current.templateId : (content.templateId as string | null),
        ...Object.fromEntries(
          RESUME_CONTENT_FIELDS.map((field) => [field, content[field] ?? defaultResumeContent[field]]),
        ),
      } as Resume;
    },

    /**
     * Snapshots the resume as it is (kind 'restore', "Before restoring “…”"), then writes the version's title,
     * template and content to it as an update does: its `version` rises, so an editor still holding the old one gets
     * 409 on its next save. A write landing between the snapshot and the restore answers 409 and keeps no snapshot.
     */
    async restore(userId: string, resumeId: string, versionId: string): Promise<Resume> {
      const current = await readResume(userId, resumeId);
      const version = await readVersion(userId, resumeId, versionId);
      const content = version.content;
      const snapshot = await insert(
        db,
        current,
        'restore',
        VERSION_MESSAGES.beforeRestoring(version.name || dateName(version.createdAt)),
      );
      const templateId = content.templateId as string | null | undefined;
      // A template removed since the version was taken leaves the resume on its current one.
      const keepTemplate = templateId === undefined || (templateId !== null && !(await templates.exists(templateId)));
      const body = {
        ...Object.fromEntries(
          RESUME_CONTENT_FIELDS.map((field) => [field, content[field] ?? defaultResumeContent[field]]),
        ),
        ...(typeof content.resumeTitle === 'string' ? { resumeTitle: content.resumeTitle } : {}),
        ...(keepTemplate ? {} : { templateId }),
        version: current.version,
      } as UpdateResumeBody;
      try {
        return await resumeService.update(userId, resumeId, body);
      } catch (error) {
        if (error instanceof DomainError) await db.delete(resumeVersions).where(eq(resumeVersions.id, snapshot.id));
        throw error;
      }
    },

    /**
     * Before a write to the resume (PATCH update-resume-details): when its newest version of any kind is an hour
     * old or more, or it has none, snapshots it as it is (kind 'auto') and drops the oldest automatic snapshots past
     * `maxAuto`. A missing or foreign resume is left for the write to answer.
     */
    async autoSnapshot(userId: string, resumeId: string): Promise<void> {
      const due = async (executor: Pick<Database, 'select'>) => {
        const [newest] = await executor
          .select({ createdAt: resumeVersions.createdAt })
          .from(resumeVersions)
          .where(ofResume(userId, resumeId))
          .orderBy(desc(resumeVersions.createdAt))
          .limit(1);
        return !newest || now().getTime() - newest.createdAt.getTime() >= AUTO_EVERY_MS;
      };
      if (!(await due(db))) return;
      await db.transaction(async (tx) => {
        // The resume's row, locked: parallel saves take one snapshot between them.
        const [row] = await tx.select().from(resumes).where(ownedResume(userId, resumeId)).for('update');
        if (!row || !(await due(tx))) return;
        await insert(tx, row, 'auto', '');
        const overflow = await tx
          .select({ id: resumeVersions.id })
          .from(resumeVersions)
          .where(and(ofResume(userId, resumeId), eq(resumeVersions.kind, 'auto')))
          .orderBy(desc(resumeVersions.createdAt), desc(resumeVersions.id))
          .offset(maxAuto);
        if (overflow.length) {
          await tx.delete(resumeVersions).where(
            inArray(
              resumeVersions.id,
              overflow.map(({ id }) => id),
            ),
          );
        }
      });
    },
  };
}
