import { cleanText, LIMITS, type Resume, type User } from '@vitae/schema';
import type { ResumeService } from '../resumes.ts';
import type { TemplateService } from '../templates.ts';
import { quote, toResumeContent, warn } from './content.ts';
import { type DetectedFile, detectFormat } from './detect.ts';
import { fromJsonResume } from './json-resume.ts';
import { fromLinkedInExport } from './linkedin.ts';
import { fromPdf } from './pdf.ts';
import { fromVitae, type ImportDraft } from './vitae.ts';

export { IMPORT_MAX_BYTES } from './detect.ts';

export type ResumeImportService = ReturnType<typeof createResumeImportService>;

export interface ResumeImportServiceOptions {
  resumes: ResumeService;
  templates: TemplateService;
}

/** A title within LIMITS.resumeTitle: `base` shortened so that `suffix` fits. */
function titleWithin(base: string, suffix = ''): string {
  const chars = [...cleanText(base).trim().replace(/\s+/g, ' ')];
  const room = LIMITS.resumeTitle - suffix.length;
  return `${chars.length > room ? chars.slice(0, room).join('').trimEnd() : chars.join('')}${suffix}`;
}

function readDraft(detected: DetectedFile, warnings: string[]): ImportDraft | Promise<ImportDraft> {
  switch (detected.format) {
    case 'vitae':
      return fromVitae(detected.data, warnings);
    case 'json-resume':
      return fromJsonResume(detected.data, warnings);
    case 'pdf':
      return fromPdf(detected.bytes, warnings);
    case 'zip':
      return fromLinkedInExport(detected.bytes, warnings);
  }
}

/**
 * A new resume from a file (Vitae's export or JSON Resume, detected from the content): nothing is created when the
 * file is refused. What could not be mapped, or was cut or left out, is listed in `warnings`.
 */
export function createResumeImportService({ resumes, templates }: ResumeImportServiceOptions) {
  async function templateIdOf(folder: string | null, warnings: string[]): Promise<string | null> {
    if (folder === null) return null;
    const template = (await templates.list()).find((row) => row.folderName === folder);
    if (!template) warn(warnings, `The template ${quote(folder)} is not on this server; the default template is used.`);
    return template?._id ?? null;
  }

  return {
    async import(user: User, file: Uint8Array): Promise<{ resume: Resume; warnings: string[] }> {
      const detected = detectFormat(file);
      const warnings: string[] = [];
      const draft = await readDraft(detected, warnings);
      const content = toResumeContent(draft.content, warnings);
      const templateId = await templateIdOf(draft.templateFolder, warnings);
      const ownTitle = titleWithin(draft.resumeTitle);
      if ([...cleanText(draft.resumeTitle).trim()].length > LIMITS.resumeTitle) {
        warn(warnings, `resumeTitle: cut to ${LIMITS.resumeTitle} characters.`);
      }
      const resumeTitle =
        ownTitle || (content.fullName ? titleWithin(content.fullName, ' (imported)') : 'Imported resume');
      const resume = await resumes.createImported(user._id, { resumeTitle, templateId, content });
      return { resume, warnings };
    },
  };
}
