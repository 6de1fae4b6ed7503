import { toTemplateData } from '@vitae/pdf';
import {
  RESUME_CONTENT_FIELDS,
  type ResumeContent,
  type ResumeExportFormat,
  VITAE_EXPORT_VERSION,
  type VitaeResumeExport,
  type Resume,
} from '@vitae/schema';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { TemplateService } from '../templates/templates.ts';
import { exportFileNames } from '../../lib/file-names.ts';
import { toJsonResume } from './json-resume.ts';
import { toMarkdown } from './markdown.ts';
import { resumeOutline } from './outline.ts';
import { toPlainText } from './plain-text.ts';

export type ResumeExportService = ReturnType<typeof createResumeExportService>;

/** What each format's file is. */
export const EXPORT_FILES = {
  'json-resume': { mediaType: 'application/json', extension: 'json' },
  vitae: { mediaType: 'application/json', extension: 'vitae.json' },
  markdown: { mediaType: 'text/markdown; charset=utf-8', extension: 'md' },
  txt: { mediaType: 'text/plain; charset=utf-8', extension: 'txt' },
  docx: { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  pdf: { mediaType: 'application/pdf', extension: 'pdf' },
} as const satisfies Record<ResumeExportFormat, { mediaType: string; extension: string }>;

/** An exported resume: the file's bytes (or text, UTF-8), its media type and its names (see exportFileNames). */
export interface ExportedResume {
  content: string | Buffer;
  mediaType: string;
  fileName: { ascii: string; full: string };
}

export interface ResumeExportServiceOptions {
  resumes: ResumeService;
  templates: TemplateService;
  pdfs: PdfService;
}

/** One resume of a user as a file in one of RESUME_EXPORT_FORMATS; another user's resume is 404 like a missing one. */
export function createResumeExportService({ resumes, templates, pdfs }: ResumeExportServiceOptions) {
  async function vitaeExport(resume: Resume): Promise<VitaeResumeExport> {
    const content = Object.fromEntries(RESUME_CONTENT_FIELDS.map((field) => [field, resume[field]])) as ResumeContent;
    return {
      format: 'vitae',
      version: VITAE_EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      resume: {
        resumeTitle: resume.resumeTitle,
        templateFolder: resume.templateId ? ((await templates.folderOf(resume.templateId)) ?? null) : null,
        ...content,
      },
    };
  }

  async function content(userId: string, resume: Resume, format: ResumeExportFormat): Promise<string | Buffer> {
    switch (format) {
      case 'json-resume':
        return `${JSON.stringify(toJsonResume(resume), null, 2)}\n`;
      case 'vitae':
        return `${JSON.stringify(await vitaeExport(resume), null, 2)}\n`;
      case 'markdown':
        return toMarkdown(resumeOutline(toTemplateData(resume)));
      case 'txt':
        return toPlainText(resumeOutline(toTemplateData(resume)));
      case 'docx': {
        const data = toTemplateData(resume);
        // docx (~0.5 MB of JavaScript) loads with the first Word export, not with every server.
        const { toDocx } = await import('./docx.ts');
        return toDocx(resumeOutline(data), { title: resume.resumeTitle, paper: data.design.paper });
      }
      case 'pdf': {
        const { pdf } = await pdfs.storedResumePdf(userId, resume._id);
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      }
    }
  }

  return {
    /**
     * The user's resume `resumeId` (404 unless theirs) as a `format` file. Only `pdf` renders (through the PDF
     * service's fair queue, as generate-resume does); the others are written here from the stored resume.
     */
    async export(userId: string, resumeId: string, format: ResumeExportFormat): Promise<ExportedResume> {
      const resume = await resumes.get(userId, resumeId);
      const { mediaType, extension } = EXPORT_FILES[format];
      return {
        content: await content(userId, resume, format),
        mediaType,
        fileName: exportFileNames(resume.fullName, resume.resumeTitle, extension),
      };
    },
  };
}
