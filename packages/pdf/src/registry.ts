import { createRequire } from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FOLDER_NAME_PATTERN, type TemplateMeta, templateMetaSchema } from '@vitae/schema';

/** The template registry: one folder per template, each with meta.json (and, later, template.typ). */
// Found through the package, not this file: the server's build bundles this module into apps/server/dist.
export const TEMPLATES_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vitae/pdf/package.json')),
  'templates',
);

export type TemplateRegistry = ReadonlyMap<string, TemplateMeta>;

/** Reads every `<folder>/meta.json` below `dir`; a folder with a bad name or meta.json is an error. */
export async function readTemplateRegistry(dir: string = TEMPLATES_DIR): Promise<TemplateRegistry> {
  const entries = await readdir(dir, { withFileTypes: true });
  const registry = new Map<string, TemplateMeta>();
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!FOLDER_NAME_PATTERN.test(entry.name)) throw new Error(`Template folder "${entry.name}" has an invalid name`);
    const raw = await readFile(path.join(dir, entry.name, 'meta.json'), 'utf8');
    registry.set(entry.name, templateMetaSchema.parse(JSON.parse(raw)));
  }
  return registry;
}
