import type { AtsSource } from '@vitae/schema';
import { IMPORT_MESSAGES } from '@vitae/schema';
import { NothingToRead } from '../../lib/domain-errors.ts';
import { detectDocument } from './detect.ts';
import { readDocxLines } from './docx-lines.ts';
import { noText, type PdfText, readPdfLines } from './pdf-lines.ts';
import { plainTextOf, readResume } from './pdf.ts';
import type { ImportDraft } from './vitae.ts';

/**
 * One reader for the three uses of a resume file (import, the ATS check of Vitae's own files, the public checker):
 * a PDF or a Word file read offline into lines in reading order, then into a resume's fields with, for each, where it
 * came from and how sure the reader is. docs/ats-check.md describes it.
 */
export interface ReadDocument {
  format: 'pdf' | 'docx';
  /** The lines in reading order, with their fonts, sizes and places. */
  doc: PdfText;
  /** The text as a parser sees it: one line each, a blank line between pages. */
  text: string;
  /** The fields found, shaped like a resume's content (not yet validated). */
  content: Record<string, unknown>;
  /** Where each field found came from (page and line from 1) and how sure the reader is. */
  sources: AtsSource[];
  /** Headings not known whose section was read as a known one by its entries (a parser may lose them). */
  unknownHeadings?: string[];
}

/** Reads a PDF or a Word file (.docx): lines, text and fields. A file without text is refused (422). */
export async function readDocument(bytes: Uint8Array, warnings: string[]): Promise<ReadDocument> {
  const format = detectDocument(bytes);
  const doc = format === 'docx' ? readDocxLines(bytes, warnings) : await readPdfLines(bytes, warnings);
  if (!doc.lines.some((line) => /[\p{L}\p{N}]/u.test(line.text))) {
    throw format === 'docx' ? new NothingToRead(IMPORT_MESSAGES.docxNoText) : noText();
  }
  const { content, sources, unknownHeadings } = readResume(doc, warnings);
  return { format, doc, text: plainTextOf(doc.lines), content, sources, unknownHeadings };
}

/**
 * A resume from a PDF or Word file, read offline by rules (no AI): text lines in reading order (two columns read
 * left, then right), sections by their headings in any language Vitae writes, items by dates, titles and list
 * markers; and the text as read (for "Improve with AI"). A file without text is 422; one damaged,
 * password-protected or too complex 400.
 */
export async function readDocumentDraft(
  bytes: Uint8Array,
  warnings: string[],
): Promise<{ draft: ImportDraft; text: string }> {
  const read = await readDocument(bytes, warnings);
  const kind = read.format === 'docx' ? 'Word file' : 'PDF';
  warnings.unshift(`This resume was read from a ${kind}: check every section, as layout can be misread.`);
  return { draft: { resumeTitle: '', templateFolder: null, content: read.content }, text: read.text };
}
