import { resumes, resumeVersions, type Database, type ResumeRow } from '@vitae/db';
import {
  defaultResumeContent,
  MAX_AUTO_VERSIONS,
  MESSAGES,
  RESUME_CONTENT_FIELDS,
  type Resume,
  type ResumeVersion,
  type UpdateResumeBody,
} from '@vitae/schema';
import { createVersionHistory } from '../../lib/versions.ts';
import type { ResumeService } from './resumes.ts';
import type { TemplateService } from '../templates/templates.ts';

export type ResumeVersionService = ReturnType<typeof createResumeVersionService>;

export interface ResumeVersionServiceOptions {
  db: Database;
  resumes: ResumeService;
  templates: TemplateService;
  /** The clock that dates versions and spaces automatic snapshots; tests move it. */
  now?: (() => Date) | undefined;
  /** Automatic snapshots kept per resume, the oldest dropped first (default MAX_AUTO_VERSIONS). */
  maxAuto?: number;
}

/** What a version holds: the title, the template and every content field, as they are in `row`. */
const contentOf = (row: ResumeRow): Record<string, unknown> => ({
  resumeTitle: row.resumeTitle,
  templateId: row.templateId,
  ...Object.fromEntries(RESUME_CONTENT_FIELDS.map((field) => [field, row[field]])),
});

/**
 * History: versions of a resume (saved by name, automatic, or taken before a restore), on the one History mechanism
 * cover letters share (lib/versions.ts). Every query is scoped to the owner: another user's resume, or one in Trash,
 * answers 404 with the message of every other resume route, and a version is only found under its own resume.
 */
export function createResumeVersionService({
  db,
  resumes: resumeService,
  templates,
  now = () => new Date(),
  maxAuto = MAX_AUTO_VERSIONS,
}: ResumeVersionServiceOptions) {
  const history = createVersionHistory({
    db,
    documents: resumes,
    versions: resumeVersions,
    documentId: resumeVersions.resumeId,
    documentKey: 'resumeId',
    contentOf,
    notFound: MESSAGES.resumeNotFound,
    now,
    maxAuto,
  });

  return {
    /** The resume's versions, newest first, without their content. */
    list: (userId: string, resumeId: string): Promise<ResumeVersion[]> => history.list(userId, resumeId),

    /** "Save version": the resume as it is now, under `name` (already validated). Kept however many there are. */
    save: (userId: string, resumeId: string, name: string): Promise<ResumeVersion> =>
      history.save(userId, resumeId, name),

    /**
     * The resume as the version holds it, shaped as every other resume answer: its id, `version` and dates are the
     * resume's now; its title, template and content are the version's (a field added since reads as its default).
     */
    async get(userId: string, resumeId: string, versionId: string): Promise<Resume> {
      const current = await resumeService.get(userId, resumeId);
      const { content } = await history.readVersion(userId, resumeId, versionId);
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
      return history.restore(userId, resumeId, versionId, (current, { content }) => async () => {
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
        return resumeService.update(userId, resumeId, body);
      });
    },

    /**
     * Before a write to the resume (PATCH update-resume-details): when its newest version of any kind is an hour
     * old or more, or it has none, snapshots it as it is (kind 'auto') and drops the oldest automatic snapshots past
     * `maxAuto`. A missing or foreign resume is left for the write to answer.
     */
    autoSnapshot: (userId: string, resumeId: string): Promise<void> => history.autoSnapshot(userId, resumeId),
  };
}
