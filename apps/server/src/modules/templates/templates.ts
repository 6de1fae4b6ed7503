import { asc, eq, templates, type Database, type TemplateRow } from '@vitae/db';
import { hasTemplate, type TemplateRegistry } from '@vitae/pdf';
import { createLru } from '@vitae/schema/lru-cache';
import { MESSAGES, type AddTemplateBody, type Template } from '@vitae/schema';
import { Conflict, InvalidInput } from '../../lib/domain-errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type TemplateService = ReturnType<typeof createTemplateService>;

const toTemplate = (row: TemplateRow): Template => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  folderName: row.folderName,
  createdAt: row.createdAt.toISOString(),
});

export interface TemplateServiceOptions {
  db: Database;
  registry: TemplateRegistry;
  templatesDir: string;
}

export function createTemplateService({ db, registry, templatesDir }: TemplateServiceOptions) {
  // A template row never changes its folder (there is no route that edits one), so the lookup is cached.
  const folders = createLru<string, string>({ max: 1_000 });
  return {
    /** Registers every registry folder that has no row yet; safe when instances start together. */
    async syncRegistry(): Promise<void> {
      const values = [...registry].map(([folderName, meta]) => ({ folderName, ...meta }));
      if (values.length) await db.insert(templates).values(values).onConflictDoNothing();
    },

    async list(): Promise<Template[]> {
      return (await db.select().from(templates).orderBy(asc(templates.createdAt), asc(templates.name))).map(toTemplate);
    },

    /** The registry folder of a template row, if the row exists. */
    async folderOf(id: string): Promise<string | undefined> {
      const cached = folders.get(id);
      if (cached) return cached;
      const [row] = await db.select({ folderName: templates.folderName }).from(templates).where(eq(templates.id, id));
      if (row) folders.set(id, row.folderName);
      return row?.folderName;
    },

    /** The id of the template row of a registry folder, if it has one (folders are unique). */
    async idOf(folderName: string): Promise<string | undefined> {
      const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.folderName, folderName));
      return row?.id;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id));
      return Boolean(row);
    },

    /** Registers a folder of the registry by hand: one dropped into TEMPLATES_DIR while the server runs, or re-added. */
    async add(body: AddTemplateBody): Promise<Template> {
      if (!registry.has(body.folderName) && !hasTemplate(body.folderName, templatesDir)) {
        throw new InvalidInput(MESSAGES.templateFolderUnknown);
      }
      try {
        const [row] = await db.insert(templates).values(body).returning();
        return toTemplate(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(MESSAGES.templateDuplicate);
        throw error;
      }
    },
  };
}
