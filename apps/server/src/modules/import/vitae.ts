import { IMPORT_MESSAGES, RESUME_CONTENT_FIELDS, VITAE_EXPORT_VERSION, vitaeResumeExportSchema } from '@vitae/schema';
import { InvalidInput } from '../../lib/domain-errors.ts';
import { isRecord } from './detect.ts';
import { warn } from './content.ts';

/** What a format's reader makes of a file, before the content is validated (content.ts). */
export interface ImportDraft {
  /** '' when the file names none. */
  resumeTitle: string;
  /** The template by folder name; null: none named (the default template). */
  templateFolder: string | null;
  /** Content fields as read; validated with resumeContentSchema afterwards. */
  content: Record<string, unknown>;
}

/**
 * Vitae's own export, parsed with vitaeResumeExportSchema: lossless, design and custom sections included. A file
 * the schema refuses in parts (edited by hand, or an older row's free-text date) is still read field by field, its
 * content validated as any write (content.ts), with a warning. A newer version is refused (400).
 */
export function fromVitae(data: Record<string, unknown>, warnings: string[]): ImportDraft {
  if (typeof data.version === 'number' && data.version > VITAE_EXPORT_VERSION) {
    throw new InvalidInput(IMPORT_MESSAGES.newerVersion);
  }
  if (data.version !== VITAE_EXPORT_VERSION || !isRecord(data.resume))
    throw new InvalidInput(IMPORT_MESSAGES.invalidVitae);
  const parsed = vitaeResumeExportSchema.safeParse(data);
  if (!parsed.success)
    warn(warnings, 'Parts of this Vitae export are not as Vitae writes them; they were checked one by one.');
  const resume = parsed.success ? parsed.data.resume : data.resume;
  const content = Object.fromEntries(
    RESUME_CONTENT_FIELDS.filter((field) => field in resume).map((field) => [field, resume[field]]),
  );
  return {
    resumeTitle: typeof resume.resumeTitle === 'string' ? resume.resumeTitle : '',
    templateFolder: typeof resume.templateFolder === 'string' ? resume.templateFolder : null,
    content,
  };
}
