import { createHash } from 'node:crypto';
import { LIMITS, type ResumeContent, storedResumeContentSchema } from '@vitae/schema';
import { PdfInvalidContentError, PdfTooLargeError } from './errors.ts';
import { TEMPLATES_DIR } from './registry.ts';
import { templateRevision } from './template-files.ts';
import { textBytes } from './text-bytes.ts';

/**
 * The content as the renderer sees it: parsed by the stored resume schema (an older row renders as written), so
 * unknown keys (resumeTitle, templateId, _id) are dropped, strings trimmed and defaults filled, always with the
 * schema's key order.
 */
function normaliseResumeContent(content: unknown): ResumeContent {
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
 * The identity of a rendered PDF: SHA-256 (hex) of the template's revision, its folder name and the normalised
 * content. Equal hashes mean byte-identical PDFs, so the server may use it as a storage key.
 */
export function pdfContentHash(folderName: string, content: unknown, templatesDir: string = TEMPLATES_DIR): string {
  return prepareResume(folderName, content, templatesDir).hash;
}

/** Content ready to render: normalised once, with the hash it is stored and cached under. */
export interface PreparedResume {
  folderName: string;
  content: ResumeContent;
  hash: string;
}

/**
 * Normalises and hashes once, for a caller that needs the hash too (the server stores PDFs by it). Rejects with
 * PdfTooLargeError content with more than LIMITS.pdfMaxTextBytes of text, before anything is rendered.
 */
export function prepareResume(
  folderName: string,
  content: unknown,
  templatesDir: string = TEMPLATES_DIR,
): PreparedResume {
  const normalised = normaliseResumeContent(content);
  const bytes = textBytes(normalised);
  if (bytes > LIMITS.pdfMaxTextBytes) throw new PdfTooLargeError('textBytes', bytes, LIMITS.pdfMaxTextBytes);
  return { folderName, content: normalised, hash: hashNormalisedContent(folderName, normalised, templatesDir) };
}

function hashNormalisedContent(folderName: string, content: ResumeContent, templatesDir: string): string {
  return createHash('sha256')
    .update(templateRevision(folderName, templatesDir))
    .update('\0')
    .update(folderName)
    .update('\0')
    .update(JSON.stringify(content))
    .digest('hex');
}
