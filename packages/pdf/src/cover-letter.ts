import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, type ResumeContent, storedResumeContentSchema } from '@vitae/schema';
import { PdfInvalidContentError, PdfTooLargeError } from './errors.ts';
import { type CoverLetterInput, type LetterData, toLetterData } from './letter-data.ts';
import { pdfPageCount } from './page-count.ts';
import { TEMPLATES_DIR } from './registry.ts';
import type { PdfRenderer, RenderedSvg, RenderKey } from './renderer.ts';
import { templateRevision } from './template-files.ts';
import { LETTER_ENTRY_FILE } from './typst-compiler.ts';
import { textBytes } from './text-bytes.ts';

/** A cover letter ready to render: its data shaped once, with the hash it is cached under. */
export interface PreparedLetter {
  kind: 'letter';
  /** The resume's template, whose look the letter takes (and which must exist, like a resume's). */
  folderName: string;
  letter: LetterData;
  hash: string;
}

export interface CoverLetterRenderInput {
  letter: CoverLetterInput;
  /** The linked resume's content (its contact details and design), as stored. */
  resume: unknown;
  /** The resume's template folder. */
  folderName: string;
  /** The date the letter bears; default: now. Written in the resume's language. */
  date?: Date;
  templatesDir?: string;
}

/** `letter.typ`'s bytes by templates folder, read once: part of every letter's hash. */
const letterEntries = new Map<string, Buffer>();
const letterEntry = (templatesDir: string): Buffer => {
  let known = letterEntries.get(templatesDir);
  if (!known) {
    known = readFileSync(path.join(templatesDir, LETTER_ENTRY_FILE));
    letterEntries.set(templatesDir, known);
  }
  return known;
};

function parseResume(content: unknown): ResumeContent {
  const parsed = storedResumeContentSchema.safeParse(content);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    throw new PdfInvalidContentError(`The resume content is not valid: ${where}${first?.message ?? 'unknown error'}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * Shapes and hashes a cover letter once. The hash covers the template's revision (its files, shared.typ, fonts,
 * compiler; read once per process, like templateRevision's), `letter.typ` and the letter's data, so a changed layout never serves an old PDF. Rejects with
 * PdfInvalidContentError a resume that is not one, and with PdfTooLargeError more than LIMITS.pdfMaxTextBytes of text.
 */
export function prepareCoverLetter({
  letter,
  resume,
  folderName,
  date = new Date(),
  templatesDir = TEMPLATES_DIR,
}: CoverLetterRenderInput): PreparedLetter {
  const data = toLetterData(letter, parseResume(resume), folderName, date);
  const bytes = textBytes(data);
  if (bytes > LIMITS.pdfMaxTextBytes) throw new PdfTooLargeError('textBytes', bytes, LIMITS.pdfMaxTextBytes);
  const hash = createHash('sha256')
    .update(templateRevision(folderName, templatesDir))
    .update('\0letter\0')
    .update(letterEntry(templatesDir))
    .update('\0')
    .update(JSON.stringify(data))
    .digest('hex');
  return { kind: 'letter', folderName, letter: data, hash };
}

export interface RenderedCoverLetter {
  hash: string;
  pdf: Uint8Array;
  pageCount: number;
}

/**
 * The cover letter as a PDF, through `renderer`'s fair queue and workers like a resume (on behalf of `key`'s owner,
 * in its slot), with its page count.
 */
export async function renderCoverLetter(
  renderer: PdfRenderer,
  input: CoverLetterRenderInput | PreparedLetter,
  key?: RenderKey,
): Promise<RenderedCoverLetter> {
  const prepared = 'kind' in input ? input : prepareCoverLetter(input);
  const { hash, pdf } = await renderer.renderPrepared(prepared, key);
  return { hash, pdf, pageCount: pdfPageCount(pdf) };
}

/** The cover letter's pages as one SVG, like a resume's live preview (RenderedSvg), nothing cached. */
export function previewCoverLetter(
  renderer: PdfRenderer,
  input: CoverLetterRenderInput | PreparedLetter,
  key?: RenderKey,
): Promise<RenderedSvg> {
  return renderer.renderSvg('kind' in input ? input : prepareCoverLetter(input), key);
}
