import { randomUUID } from 'node:crypto';
import { toTemplateData } from '@vitae/pdf';
import type { AtsCheck, AtsReport, GenerateResumeBody, PublicAtsReport, Resume, UiLanguage } from '@vitae/schema';
import { InvalidInput, NothingToRead } from '../../lib/domain-errors.ts';
import type { ReadDocument } from '../import/document-reader.ts';
import type { FileReader } from '../import/file-reader.ts';
import { resumeOutline } from '../export/outline.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { finding, inLanguage } from './finding-text.ts';
import { type OwnResume, ownReport, publicReport } from './report.ts';

export type AtsCheckService = ReturnType<typeof createAtsCheckService>;

export interface AtsCheckServiceOptions {
  resumes: ResumeService;
  pdfs: PdfService;
  /** The import's reader processes (import/file-reader.ts): every file is read there, users taking turns. */
  reader: FileReader;
}

/**
 * How a check answers: `language`, the interface language its findings are said in (English when not given). The
 * findings are made in English and said again in `language` as the report leaves the service: one place, and the
 * checks themselves stay language-free (docs/ats-check.md, The findings' language; docs/i18n.md).
 */
export interface AtsCheckOptions {
  language?: UiLanguage | undefined;
}

/** A resume as the check takes it: the stored one, or the editor's draft. */
type Checked = (Resume | GenerateResumeBody) & { resumeTitle: string };

/** How long a check's resume is remembered, for an older check that a newer one replaced in a queue. */
const PENDING_MS = 60_000;

/** A file Vitae wrote that had no text to read (an empty resume): the report says so rather than refusing. */
function unread(format: 'pdf' | 'docx'): ReadDocument {
  return {
    format,
    doc: { lines: [], bodyFont: '', bodySize: 10, pages: 0, totalPages: 0 },
    text: '',
    content: {},
    sources: [],
  };
}

/**
 * The ATS check: Vitae's own PDF and Word file of a resume, written exactly as they would be downloaded and read
 * back by the document reader (the import's) in its reader processes; or any uploaded PDF or Word file. Nothing is
 * stored. docs/ats-check.md.
 */
export function createAtsCheckService({ resumes, pdfs, reader }: AtsCheckServiceOptions) {
  // A user's newer check replaces their waiting one in the render and read queues; the older then answers the newer
  // one's files, so it is checked against the newer one's resume (as a replaced preview answers the newer pages).
  const pending = new Map<string, Checked>();
  const newestOf = new Map<string, string>();

  const resumeOf = (userId: string, own: Checked, replaced: boolean): Checked =>
    (replaced ? pending.get(newestOf.get(userId) ?? '') : undefined) ?? own;

  /** The file read back, or an empty read when it has no text at all (its report then says so). */
  async function readBack(
    userId: string,
    format: 'pdf' | 'docx',
    bytes: Uint8Array,
    tag: string,
  ): Promise<{ read: ReadDocument; replaced: boolean; failed?: string }> {
    try {
      const result = await reader.readDocument(userId, bytes, { slot: `ats-${format}`, tag });
      return { read: result.document, replaced: result.tag !== tag };
    } catch (error) {
      if (error instanceof NothingToRead || error instanceof InvalidInput) {
        return { read: unread(format), replaced: false, failed: error.message };
      }
      throw error;
    }
  }

  function report(read: ReadDocument, resume: Checked, failed?: string): AtsReport {
    const own = ownReport(read, resume as unknown as OwnResume);
    if (failed === undefined) return own;
    // Nothing was read: every fact is missing for that one reason, said once; the resume's own fields still count.
    const fromContent = own.findings.filter((item) => item.code === 'ai-instructions' && item.field !== null);
    return { ...own, findings: [finding('error', 'no-text'), ...fromContent] };
  }

  async function pdfReport(userId: string, resume: Checked, tag: string): Promise<AtsReport> {
    const rendered = await pdfs.checkedPdf(userId, resume);
    const { read, replaced, failed } = await readBack(userId, 'pdf', rendered.pdf, tag);
    return report(read, resumeOf(userId, resume, rendered.replaced || replaced), failed);
  }

  async function docxReport(userId: string, resume: Checked, tag: string): Promise<AtsReport> {
    const data = toTemplateData(resume);
    // docx (~0.5 MB of JavaScript) loads with the first Word file written, as the export does.
    const { toDocx } = await import('../export/docx.ts');
    const bytes = await toDocx(resumeOutline(data), { title: resume.resumeTitle, paper: data.design.paper });
    const { read, replaced, failed } = await readBack(userId, 'docx', new Uint8Array(bytes), tag);
    return report(read, resumeOf(userId, resume, replaced), failed);
  }

  return {
    /**
     * The user's resume `resumeId` (404 unless theirs) as stored, or `draft` (the editor's content) in its place:
     * its PDF and Word file checked.
     */
    async check(
      userId: string,
      resumeId: string,
      draft?: GenerateResumeBody,
      { language }: AtsCheckOptions = {},
    ): Promise<AtsCheck> {
      const stored = await resumes.get(userId, resumeId);
      const resume: Checked = draft ? { ...draft, _id: resumeId } : stored;
      const tag = randomUUID();
      pending.set(tag, resume);
      newestOf.set(userId, tag);
      setTimeout(() => {
        pending.delete(tag);
        if (newestOf.get(userId) === tag) newestOf.delete(userId);
      }, PENDING_MS).unref();
      const [pdf, docx] = await Promise.all([pdfReport(userId, resume, tag), docxReport(userId, resume, tag)]);
      return { pdf: await inLanguage(pdf, language), docx: await inLanguage(docx, language) };
    },

    /**
     * An uploaded PDF or Word file read as import reads it (same limits and refusals), for `owner` (the client's IP:
     * each takes turns with the others). Nothing of it is kept.
     */
    async checkFile(owner: string, bytes: Uint8Array, { language }: AtsCheckOptions = {}): Promise<PublicAtsReport> {
      const { document } = await reader.readDocument(owner, bytes);
      return inLanguage(publicReport(document), language);
    },
  };
}
