import { and, desc, eq, resumes, sql, type Database, type ResumeRow } from '@vitae/db';
import {
  MESSAGES,
  type CreateResumeBody,
  type ExperienceItem,
  type Resume,
  type UpdateResumeBody,
  type User,
} from '@vitae/schema';
import { badRequest, notFound } from '../errors.ts';
import type { ReadCache } from './read-cache.ts';
import { sanitizeRichText } from './rich-text.ts';
import type { TemplateService } from './templates.ts';

export type ResumeService = ReturnType<typeof createResumeService>;

const toResume = ({ id, userId: _owner, createdAt, updatedAt, ...fields }: ResumeRow): Resume => ({
  _id: id,
  ...fields,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const sanitizeExperience = (items: ExperienceItem[]) =>
  items.map((item) => ({ ...item, workSummary: sanitizeRichText(item.workSummary) }));

/** Every query is scoped to its owner: another user's resume is indistinguishable from a missing one. */
export function createResumeService(db: Database, cache: ReadCache, templates: TemplateService) {
  const owned = (userId: string, id: string) => and(eq(resumes.id, id), eq(resumes.userId, userId));

  // The two hottest reads, prepared once.
  const listStatement = db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, sql.placeholder('userId')))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt))
    .prepare('list_resumes');
  const getStatement = db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, sql.placeholder('id')), eq(resumes.userId, sql.placeholder('userId'))))
    .prepare('get_resume');

  /** After a write to one of the user's resumes: their list, and that resume. */
  const forget = (userId: string, id: string) => {
    cache.resumeLists.forget(userId);
    cache.resumes.forget(`${userId} ${id}`);
  };

  async function assertTemplate(templateId: string | null | undefined) {
    if (templateId && !(await templates.exists(templateId))) throw badRequest(MESSAGES.unknownTemplate);
  }

  return {
    /** A new resume starts with the account's name and email in its personal details. */
    async create(user: User, body: CreateResumeBody): Promise<Resume> {
      await assertTemplate(body.templateId);
      const [row] = await db
        .insert(resumes)
        .values({
          userId: user._id,
          resumeTitle: body.resumeTitle,
          templateId: body.templateId ?? null,
          fullName: user.fullName,
          email: user.email,
        })
        .returning();
      forget(user._id, row!.id);
      return toResume(row!);
    },

    async list(userId: string): Promise<Resume[]> {
      const list = await cache.resumeLists.read(userId, async () =>
        (await listStatement.execute({ userId })).map(toResume),
      );
      return list!;
    },

    async get(userId: string, id: string): Promise<Resume> {
      const resume = await cache.resumes.read(`${userId} ${id}`, async () => {
        const [row] = await getStatement.execute({ userId, id });
        return row && toResume(row);
      });
      if (!resume) throw notFound(MESSAGES.resumeNotFound);
      return resume;
    },

    /** Writes only the columns sent, in one statement: concurrent saves of other sections survive. */
    async update(userId: string, id: string, body: UpdateResumeBody): Promise<Resume> {
      await assertTemplate(body.templateId);
      const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      if (body.experience) changes.experience = sanitizeExperience(body.experience);
      const [row] = await db
        .update(resumes)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      forget(userId, id);
      if (!row) throw notFound(MESSAGES.resumeNotFound);
      return toResume(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db.delete(resumes).where(owned(userId, id)).returning({ id: resumes.id });
      forget(userId, id);
      if (!deleted.length) throw notFound(MESSAGES.resumeNotFound);
    },
  };
}
