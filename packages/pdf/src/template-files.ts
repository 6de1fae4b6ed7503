import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FOLDER_NAME_PATTERN, templateMetaSchema } from '@vitae/schema';
import { createLru } from '@vitae/schema/lru-cache';
import { PdfUnknownTemplateError } from './errors.ts';
import { fontFiles } from './fonts.ts';
import { TEMPLATES_DIR } from './registry.ts';

/** Every template imports this file from the templates folder. */
export const SHARED_TYPST_FILE = 'shared.typ';

/** The Typst entry of a template folder. */
export const TEMPLATE_ENTRY_FILE = 'template.typ';

const compilerVersion: string = (
  createRequire(import.meta.url)('@myriaddreamin/typst-ts-node-compiler/package.json') as { version: string }
).version;

/** True when `folderName` is a valid folder name with a template.typ (the name pattern rules out `..` and `/`). */
export function hasTemplate(folderName: string, templatesDir: string = TEMPLATES_DIR): boolean {
  return FOLDER_NAME_PATTERN.test(folderName) && existsSync(path.join(templatesDir, folderName, TEMPLATE_ENTRY_FILE));
}

export function assertTemplate(folderName: string, templatesDir: string = TEMPLATES_DIR): void {
  if (!hasTemplate(folderName, templatesDir)) throw new PdfUnknownTemplateError(folderName);
}

/**
 * Whether the template draws a side column (its meta.json's `sideColumn`). Past one page such a resume is laid out
 * again in one column: text extraction reads a page's main column, then its side column, so a side column would be
 * read before the main column's next page. The server's Typst and the browser's preview engine both do it.
 */
export function templateHasSideColumn(folderName: string, templatesDir: string = TEMPLATES_DIR): boolean {
  assertTemplate(folderName, templatesDir);
  const meta = templateMetaSchema.parse(
    JSON.parse(readFileSync(path.join(templatesDir, folderName, 'meta.json'), 'utf8')),
  );
  return meta.sideColumn === true;
}

const revisions = createLru<string, string>({ max: 1_000 });

/**
 * A digest of everything besides the content that shapes a template's PDF: its folder's files, the shared Typst
 * file, the fonts and the compiler version. Part of the content hash, so a changed template never serves old PDFs.
 */
export function templateRevision(folderName: string, templatesDir: string = TEMPLATES_DIR): string {
  const cacheKey = `${templatesDir}\0${folderName}`;
  const known = revisions.get(cacheKey);
  if (known) return known;

  assertTemplate(folderName, templatesDir);
  const hash = createHash('sha256').update(`typst-ts-node-compiler@${compilerVersion}\0`);
  for (const font of fontFiles()) hash.update(`${path.basename(font)}\0`);
  const folder = path.join(templatesDir, folderName);
  const files = [
    path.join(templatesDir, SHARED_TYPST_FILE),
    ...readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort(),
  ];
  for (const file of files) hash.update(`${path.relative(templatesDir, file)}\0`).update(readFileSync(file));
  const revision = hash.digest('hex');
  revisions.set(cacheKey, revision);
  return revision;
}
