import type { ResumeContent } from '@vitae/schema';
import { toResumeContent } from './content.ts';
import { type DetectedFile, detectFormat } from './detect.ts';
import { readDocumentDraft } from './document-reader.ts';
import { fromJsonResume } from './json-resume.ts';
import { fromLinkedInExport } from './linkedin.ts';
import { fromVitae, type ImportDraft } from './vitae.ts';

/** What an imported file holds, read and validated offline: everything an import needs but the database. */
export interface ReadFile {
  /** '' when the file names none. */
  resumeTitle: string;
  /** The template by folder name; null: none named. */
  templateFolder: string | null;
  /** Validated as any resume write. */
  content: ResumeContent;
  /** A PDF's or Word file's text as read: what "Improve with AI" sends to the model. */
  text?: string | undefined;
  warnings: string[];
}

/** A format's draft; for a PDF or Word file also its text as read. */
async function readDraft(detected: DetectedFile, warnings: string[]): Promise<{ draft: ImportDraft; text?: string }> {
  switch (detected.format) {
    case 'vitae':
      return { draft: fromVitae(detected.data, warnings) };
    case 'json-resume':
      return { draft: fromJsonResume(detected.data, warnings) };
    case 'pdf':
    case 'docx':
      return readDocumentDraft(detected.bytes, warnings);
    case 'zip':
      return { draft: await fromLinkedInExport(detected.bytes, warnings) };
  }
}

/**
 * Reads a file of any format Vitae imports (detected from the content) into validated content. Throws a domain
 * error (InvalidInput, UnsupportedFormat, NothingToRead) for a file it refuses. Runs in a reader process
 * (read-worker.ts), never on the server's main thread: a hostile file may cost seconds of CPU and gigabytes before a
 * limit catches it.
 */
export async function readImportFile(bytes: Uint8Array): Promise<ReadFile> {
  const detected = detectFormat(bytes);
  const warnings: string[] = [];
  const { draft, text } = await readDraft(detected, warnings);
  const content = toResumeContent(draft.content, warnings);
  return { resumeTitle: draft.resumeTitle, templateFolder: draft.templateFolder, content, text, warnings };
}
