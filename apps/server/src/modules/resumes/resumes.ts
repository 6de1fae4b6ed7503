import { and, desc, eq, isNull, resumes, sql, type Database, type ResumeRow } from '@vitae/db';
import {
  copyTitle,
  titleWithin,
  MESSAGES,
  resumeLimitMessage,
  type CreateResumeBody,
  type Resume,
  type ResumeContent,
  type TrashedResume,
  type UpdateResumeBody,
  type User,
  withoutBlankItems,
} from '@vitae/schema';
import { InvalidInput, NotFound } from '../../lib/domain-errors.ts';
import { createOwnedRows } from '../../lib/owned-rows.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { sanitizeMarkup, sanitizeRichText } from '../../lib/rich-text.ts';
import type { TemplateService } from '../templates/templates.ts';

export type ResumeService = ReturnType<typeof createResumeService>;

const toResume = ({ id, userId: _owner, deletedAt: _deleted, createdAt, updatedAt, ...fields }: ResumeRow): Resume => ({
  _id: id,
  ...fields,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

type RichField = 'summary' | 'experience' | 'education' | 'projects' | 'customSections';

/**
 * Every field of the content that is read as rich text, sanitised to RICH_TEXT_ALLOWLIST: a work summary always (it
 * is the editor's rich text), the summary and the descriptions (plain text from a text area, or rich text from the
 * editor or an import) when they hold markup.
 */
function sanitizeContent<T extends Partial<Pick<ResumeContent, RichField>>>(content: T): T {
  const { summary, experience, education, projects, customSections } = content;
  const described = <I extends { description: string }>(items: I[]) =>
    items.map((item) => ({ ...item, description: sanitizeMarkup(item.description) }));
  return {
    ...content,
    ...(summary !== undefined && { summary: sanitizeMarkup(summary) }),
    ...(experience && {
      experience: experience.map((item) => ({ ...item, workSummary: sanitizeRichText(item.workSummary) })),
    }),
    ...(education && { education: described(education) }),
    ...(projects && { projects: described(projects) }),
    ...(customSections && {
      customSections: customSections.map((section) => ({ ...section, items: described(section.items) })),
    }),
  };
}

/** Resumes read at a time when an account's resumes are streamed out (the export). */
const EXPORT_BATCH = 20;

/** How long a deleted resume stays in Trash before it goes for good. */
export const TRASH_DAYS = 30;

export interface ResumeServiceOptions {
  db: Database;
  cache: ReadCache;
  templates: TemplateService;
  /** Resumes one account may keep (MAX_RESUMES_PER_USER); those in Trash do not count. */
  maxPerUser: number;
  /** The clock Trash's 30 days are counted on (tests move it). */
  now?: () => Date;
}

/**
 * Every query is scoped to its owner: another user's resume is indistinguishable from a missing one. A resume in
 * Trash (`deletedAt` set) is out of every read and write but Trash's own.
 */
export function createResumeService({
  db,
  cache,
  templates,
  maxPerUser,
  now = () => new Date(),
}: ResumeServiceOptions) {
  // Owner scope, the limit, the versioned update and Trash: one mechanism with cover letters (lib/owned-rows.ts).
  const rows = createOwnedRows({
    db,
    table: resumes,
    title: resumes.resumeTitle,
    trashDays: TRASH_DAYS,
    maxPerUser,
    now,
    messages: {
      notFound: MESSAGES.resumeNotFound,
      versionConflict: MESSAGES.resumeVersionConflict,
      tooMany: resumeLimitMessage,
    },
    present: toResume,
  });
  const { owned, lockWithinLimit, purgeExpired } = rows;

  // The two hottest reads, prepared once.
  const listStatement = db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, sql.placeholder('userId')), isNull(resumes.deletedAt)))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt))
    .prepare('list_resumes');
  const getStatement = db
    .select()
    .from(resumes)
    .where(
      and(
        eq(resumes.id, sql.placeholder('id')),
        eq(resumes.userId, sql.placeholder('userId')),
        isNull(resumes.deletedAt),
      ),
    )
    .prepare('get_resume');

  /** After a write to one of the user's resumes: their list, and that resume. */
  const forget = (userId: string, id: string) => {
    cache.resumeLists.forget(userId);
    cache.resumes.forget(`${userId} ${id}`);
  };

  async function assertTemplate(templateId: string | null | undefined) {
    if (templateId && !(await templates.exists(templateId))) throw new InvalidInput(MESSAGES.unknownTemplate);
  }

  /** Every resume of the user, newest update first. */
  async function list(userId: string): Promise<Resume[]> {
    const listed = await cache.resumeLists.read(userId, async () =>
      (await listStatement.execute({ userId })).map(toResume),
    );
    return listed!;
  }

  /** A copy of the user's resume `id` (404 unless theirs) at version 1, with `overrides` (its title, its master). */
  async function copy(
    userId: string,
    id: string,
    overrides: (source: ResumeRow) => Partial<typeof resumes.$inferInsert>,
  ): Promise<Resume> {
    const row = await db.transaction(async (tx) => {
      // Someone else's or a missing resume answers 404 before the limit is counted.
      const [source] = await tx.select().from(resumes).where(owned(userId, id));
      if (!source) throw new NotFound(MESSAGES.resumeNotFound);
      await lockWithinLimit(tx, userId);
      const {
        id: _id,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        version: _version,
        deletedAt: _deletedAt,
        ...fields
      } = source;
      // A resume written before every rich-text field was sanitised is sanitised as it is copied.
      const [inserted] = await tx
        .insert(resumes)
        .values({ ...sanitizeContent(fields), ...overrides(source) })
        .returning();
      return inserted!;
    });
    forget(userId, row.id);
    return toResume(row);
  }

  return {
    /**
     * A new resume starts with the account's name and email in its personal details. Past `maxPerUser` resumes it is
     * refused (422); the account's row is locked while counting, so parallel creates cannot pass the limit together.
     */
    async create(user: User, body: CreateResumeBody): Promise<Resume> {
      await assertTemplate(body.templateId);
      const row = await db.transaction(async (tx) => {
        await lockWithinLimit(tx, user._id);
        const [inserted] = await tx
          .insert(resumes)
          .values({
            userId: user._id,
            resumeTitle: body.resumeTitle,
            templateId: body.templateId ?? null,
            fullName: user.fullName,
            email: user.email,
          })
          .returning();
        return inserted!;
      });
      forget(user._id, row.id);
      return toResume(row);
    },

    /**
     * A copy of the user's resume `id` (404 unless theirs): every section, the template, the title "… (copy)", at
     * version 1. Counted against `maxPerUser` under the same lock as `create`.
     */
    async duplicate(userId: string, id: string): Promise<Resume> {
      return copy(userId, id, (source) => ({ resumeTitle: copyTitle(source.resumeTitle) }));
    },

    /**
     * A tailored variant of the user's resume `id` (docs/tailoring.md): a copy as `duplicate` makes it, titled
     * `titleWithin(title, suffix)` and linked to it by `masterId`. Counted against `maxPerUser` the same way.
     */
    async createVariant(userId: string, id: string, suffix: string): Promise<Resume> {
      return copy(userId, id, (source) => ({
        resumeTitle: titleWithin(source.resumeTitle.trim() || 'Resume', suffix),
        masterId: source.id,
      }));
    },

    /**
     * A resume made from an imported file: its title, template (null: the default) and content, already validated by
     * resumeContentSchema. Written as an update writes it (the rich text sanitised, blank items left out) and
     * counted against `maxPerUser` under the same lock as `create`.
     */
    async createImported(
      userId: string,
      imported: { resumeTitle: string; templateId: string | null; content: ResumeContent },
    ): Promise<Resume> {
      await assertTemplate(imported.templateId);
      const content = withoutBlankItems(sanitizeContent(imported.content));
      const row = await db.transaction(async (tx) => {
        await lockWithinLimit(tx, userId);
        const [inserted] = await tx
          .insert(resumes)
          .values({ ...content, userId, resumeTitle: imported.resumeTitle, templateId: imported.templateId })
          .returning();
        return inserted!;
      });
      forget(userId, row.id);
      return toResume(row);
    },

    list,

    /** One page of `list`, and how many resumes there are in all. */
    async page(userId: string, page: number, pageSize: number): Promise<{ resumes: Resume[]; total: number }> {
      const all = await list(userId);
      // The whole list is the cached array itself, whose JSON the serializer writes once.
      const resumes = page === 1 && pageSize >= all.length ? all : all.slice((page - 1) * pageSize, page * pageSize);
      return { resumes, total: all.length };
    },

    /**
     * Every resume of the user, in id order, read a few at a time and past the read cache: an export holds at most
     * one batch in memory, however many (and however large) the resumes are.
     */
    async *stream(userId: string): AsyncGenerator<Resume> {
      for await (const row of rows.stream(userId, EXPORT_BATCH)) yield toResume(row);
    },

    async get(userId: string, id: string): Promise<Resume> {
      const resume = await cache.resumes.read(`${userId} ${id}`, async () => {
        const [row] = await getStatement.execute({ userId, id });
        return row && toResume(row);
      });
      if (!resume) throw new NotFound(MESSAGES.resumeNotFound);
      return resume;
    },

    /**
     * Writes only the columns sent, in one statement: concurrent saves of other sections survive. Every write raises
     * `version` by one. With `body.version`, the statement writes only while the resume is still at that version;
     * otherwise it answers 409 with the resume as it is now, and nothing changes.
     */
    async update(userId: string, id: string, { version, ...body }: UpdateResumeBody): Promise<Resume> {
      await assertTemplate(body.templateId);
      const sent = Object.fromEntries(Object.entries(sanitizeContent(body)).filter(([, value]) => value !== undefined));
      // An item nobody filled in is never stored (the editor keeps showing it while it is being filled in).
      const changes = withoutBlankItems(sent);
      try {
        return toResume(await rows.update(userId, id, changes, version));
      } finally {
        forget(userId, id);
      }
    },

    /** Moves the resume to Trash: out of the list and every other read, back with `restore` for TRASH_DAYS days. */
    async remove(userId: string, id: string): Promise<void> {
      try {
        await rows.remove(userId, id);
      } finally {
        forget(userId, id);
      }
    },

    /** The user's resumes in Trash, most recently deleted first; those past TRASH_DAYS are purged first. */
    async trash(userId: string): Promise<TrashedResume[]> {
      return (await rows.trash(userId)).map(({ id, title, ...trashed }) => ({
        _id: id,
        resumeTitle: title,
        ...trashed,
      }));
    },

    /** Brings a resume back from Trash, whole; counted against `maxPerUser` like a new one (422 past it). */
    async restore(userId: string, id: string): Promise<Resume> {
      const row = await rows.restore(userId, id);
      forget(userId, id);
      return toResume(row);
    },

    /** Deletes a resume in Trash for good (its versions and share link with it). */
    destroy: rows.destroy,

    /** Deletes every resume (of one user, or of all) that has been in Trash for TRASH_DAYS days. */
    purgeExpired,
  };
}
