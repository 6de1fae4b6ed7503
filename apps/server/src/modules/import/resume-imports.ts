import {
  type AiProviderKind,
  cleanText,
  IMPORT_AI_WARNINGS,
  IMPORT_MESSAGES,
  LIMITS,
  type Resume,
  type ResumeContent,
  titleWithin,
  type User,
} from '@vitae/schema';
import { InvalidInput } from '../../lib/domain-errors.ts';
import { aiUnreadable } from '../writing-help/ai/errors.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { TemplateService } from '../templates/templates.ts';
import { quote, toResumeContent, warn } from './content.ts';
import { aiContentFrom, aiFailureReason, AI_TEXT_MAX_CHARS, hasContent, mergeContent } from './ai-draft.ts';
import type { FileReader } from './file-reader.ts';

export { IMPORT_MAX_BYTES } from './detect.ts';

export type ResumeImportService = ReturnType<typeof createResumeImportService>;

export interface ResumeImportServiceOptions {
  resumes: ResumeService;
  templates: TemplateService;
  /** Reads and validates the file, away from the main thread (file-reader.ts). */
  reader: FileReader;
  /** "Improve with AI": the configured provider ('offline': none) and its structuring of a PDF's text. */
  ai: { provider: AiProviderKind; structureResume(text: string): Promise<Record<string, unknown>> };
  /** Hears why the model could not improve an import (the import goes on without it). */
  onAiFailed?: (error: unknown) => void;
}

export interface ImportOptions {
  /** 'ai': a PDF's offline read is improved by the configured AI provider (400 when there is none). */
  improve?: 'ai' | undefined;
}

/** The file's title (or the person's name) within LIMITS.resumeTitle, cleaned, spaces collapsed; `suffix` fits. */
const importedTitle = (base: string, suffix = '') => titleWithin(cleanText(base).replace(/\s+/g, ' '), suffix);

/**
 * A new resume from a file (Vitae's export or JSON Resume, detected from the content): nothing is created when the
 * file is refused. What could not be mapped, or was cut or left out, is listed in `warnings`.
 */
export function createResumeImportService({ resumes, templates, reader, ai, onAiFailed }: ResumeImportServiceOptions) {
  async function templateIdOf(folder: string | null, warnings: string[]): Promise<string | null> {
    if (folder === null) return null;
    const template = (await templates.list()).find((row) => row.folderName === folder);
    if (!template) warn(warnings, `The template ${quote(folder)} is not on this server; the default template is used.`);
    return template?._id ?? null;
  }

  /**
   * The offline content improved by the model: its answer validated as any imported file, each field it left empty
   * taken from `offline`. Whatever goes wrong with the model, `offline` is answered, with a warning saying why.
   */
  async function improved(text: string, offline: ResumeContent, warnings: string[]): Promise<ResumeContent> {
    const own: string[] = [];
    const sent = text.length > AI_TEXT_MAX_CHARS ? text.slice(0, AI_TEXT_MAX_CHARS) : text;
    try {
      const answer = await ai.structureResume(sent);
      const content = toResumeContent(aiContentFrom(answer, own), own);
      if (!hasContent(content)) throw aiUnreadable();
      // After the PDF's own first warning ("read from a PDF"), so that one still leads.
      warnings.splice(Math.min(1, warnings.length), 0, IMPORT_AI_WARNINGS.improved);
      if (sent !== text) warn(warnings, IMPORT_AI_WARNINGS.textCut(AI_TEXT_MAX_CHARS));
      for (const warning of own) warn(warnings, warning);
      return mergeContent(content, offline);
    } catch (error) {
      onAiFailed?.(error);
      warn(warnings, IMPORT_AI_WARNINGS.failed(aiFailureReason(error)));
      return offline;
    }
  }

  return {
    /** 400 before anything is read when `improve` is 'ai' and no AI provider is configured. */
    async import(
      user: User,
      file: Uint8Array,
      { improve }: ImportOptions = {},
    ): Promise<{ resume: Resume; warnings: string[] }> {
      if (improve === 'ai' && ai.provider === 'offline') throw new InvalidInput(IMPORT_MESSAGES.aiNotConfigured);
      const draft = await reader.read(user._id, file);
      const { warnings, text, content: offline } = draft;
      let content = offline;
      if (improve === 'ai' && text !== undefined) content = await improved(text, offline, warnings);
      else if (improve === 'ai') warn(warnings, IMPORT_AI_WARNINGS.pdfOnly);
      const templateId = await templateIdOf(draft.templateFolder, warnings);
      const ownTitle = importedTitle(draft.resumeTitle);
      if ([...cleanText(draft.resumeTitle).trim()].length > LIMITS.resumeTitle) {
        warn(warnings, `resumeTitle: cut to ${LIMITS.resumeTitle} characters.`);
      }
      const resumeTitle =
        ownTitle || (content.fullName ? importedTitle(content.fullName, ' (imported)') : 'Imported resume');
      const resume = await resumes.createImported(user._id, { resumeTitle, templateId, content });
      return { resume, warnings };
    },
    /** Stops the reader processes (a file being read is refused). */
    close: () => reader.close(),
  };
}
