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
export function createResumeService(db: Database, templates: TemplateService) {
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
      return toResume(row!);
    },

    async list(userId: string): Promise<Resume[]> {
      return (await listStatement.execute({ userId })).map(toResume);
    },

    async get(userId: string, id: string): Promise<Resume> {
      const [row] = await getStatement.execute({ userId, id });
      if (!row) throw notFound(MESSAGES.resumeNotFound);
      return toResume(row);
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
      if (!row) throw notFound(MESSAGES.resumeNotFound);
      return toResume(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db.delete(resumes).where(owned(userId, id)).returning({ id: resumes.id });
      if (!deleted.length) throw notFound(MESSAGES.resumeNotFound);
    },
  };
}
