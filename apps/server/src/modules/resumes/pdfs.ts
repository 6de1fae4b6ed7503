import { createHmac, timingSafeEqual } from 'node:crypto';
import { RENDER_DRAFT_KEY, type Database } from '@vitae/db';
import {
  createPdfRenderer,
  PdfInvalidContentError,
  PdfQueueFullError,
  PdfRenderError,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfTooLargeError,
  PdfUnknownTemplateError,
  type PdfRenderer,
  type CoverLetterInput,
  type PreparedLetter,
  type PreparedResume,
  pdfPageCount,
  prepareCoverLetter,
  prepareResume,
  type RenderedPdf,
  type RenderedPng,
  type RenderedSvg,
} from '@vitae/pdf';
import { createLru } from '@vitae/schema/lru-cache';
import {
  DEFAULT_TEMPLATE_FOLDER,
  MESSAGES,
  notFittedMessage,
  pdfTooManyPagesMessage,
  pdfTooMuchTextMessage,
  type GeneratedPdf,
  type GenerateResumeBody,
  type Resume,
} from '@vitae/schema';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  Forbidden,
  InternalFailure,
  InvalidInput,
  LimitReached,
  NotFound,
  Unavailable,
} from '../../lib/domain-errors.ts';
import { createPdfStore } from './pdf-store.ts';
import type { ResumeService } from './resumes.ts';
import type { TemplateService } from '../templates/templates.ts';

export type PdfService = ReturnType<typeof createPdfService>;

const HASH_PATTERN = /^[0-9a-f]{64}$/;
/** The fair queue's slot of a user's live previews: a newer one replaces the waiting one. */
const PREVIEW_SLOT = 'preview';
/** The fair queue's slot of a user's cover letter previews (modules/cover-letters): a newer one replaces the waiting one. */
const LETTER_PREVIEW_SLOT = 'letter-preview';
/** A cover letter's PDF, one slot per letter. */
const letterSlot = (letterId: string) => `letter:${letterId}`;
/** The fair queue's slot of a user's ATS checks (modules/ats-check): a newer one replaces the waiting one. */
const ATS_CHECK_SLOT = 'ats-check';
/** The fair queue's slot of one resume's thumbnail (apart from its PDF's slot, the resume's id). */
const thumbnailSlot = (resumeId: string) => `thumb:${resumeId}`;
/** A shared resume's public page, one render slot per resume. */
const sharedSlot = (resumeId: string) => `shared:${resumeId}`;
/** Shared pages kept, by content: a link passed around is opened many times for the same resume. */
const SHARED_PAGES_CACHE_BYTES = 16 * 1024 * 1024;
/** Dashboard thumbnails: 240 px wide (a card shows them at about 200 CSS px), about 30 KB each. */
export const THUMBNAIL_WIDTH_PX = 240;
const THUMBNAIL_CACHE_BYTES = 8 * 1024 * 1024;

/** What an error of the PDF package means for the user. */
function asDomainError(error: unknown): unknown {
  if (error instanceof PdfQueueFullError || error instanceof PdfRendererClosedError) {
    return new Unavailable(MESSAGES.pdfBusy);
  }
  if (error instanceof PdfTimeoutError) return new Unavailable(MESSAGES.pdfTimeout);
  if (error instanceof PdfTooLargeError) {
    return new LimitReached(error.measure === 'pages' ? pdfTooManyPagesMessage(error.actual) : pdfTooMuchTextMessage());
  }
  if (error instanceof PdfInvalidContentError) return new InvalidInput(error.message);
  if (error instanceof PdfUnknownTemplateError) return new InvalidInput(MESSAGES.unknownTemplate);
  if (error instanceof PdfRenderError) return new InternalFailure(MESSAGES.pdfRenderFailed);
  return error;
}

export interface PdfServiceOptions {
  db: Database;
  /** This process is the database's only writer (PGlite): see pdf-store.ts. */
  exclusive: boolean;
  templates: TemplateService;
  resumes: ResumeService;
  signingKey: Uint8Array;
  /** The path the signed links are served under (the link route's): generate answers `<linksPath>/<hash>?…`. */
  linksPath: string;
  settings: Config['pdf'];
  templatesDir: string;
  log: Pick<Logger, 'error' | 'warn'>;
}

/**
 * Renders resumes to PDF and hands out signed, expiring links to them. Renders are scheduled fairly per user (see
 * FairQueue in @vitae/workers). Each resume (or the user's draft) keeps only its newest PDF in the database, stored by
 * content hash, so any instance can serve any link and identical content of a resume renders once.
 */
export function createPdfService({
  db,
  exclusive,
  templates,
  resumes,
  signingKey,
  linksPath,
  settings,
  templatesDir,
  log,
}: PdfServiceOptions) {
  // Worker processes start on the first render, not with every app.
  let renderer: PdfRenderer | undefined;
  const getRenderer = () =>
    (renderer ??= createPdfRenderer({
      workers: settings.workers,
      // No worker until the first render; more while renders wait; each exits after PDF_WORKER_IDLE_SECONDS idle.
      minWorkers: 0,
      workerIdleMs: settings.workerIdleMs,
      workerMaxRenders: settings.workerMaxRenders,
      timeoutMs: settings.renderTimeoutMs,
      maxQueue: settings.maxQueue,
      // The store's memory is the one cache of PDFs, under PDF_CACHE_BYTES.
      cacheEntries: 0,
      warmUp: [DEFAULT_TEMPLATE_FOLDER],
      templatesDir,
    }));

  const sign = (hash: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${hash}.${expires}`).digest('base64url');

  async function folderFor(templateId: string | null | undefined): Promise<string> {
    if (!templateId) return DEFAULT_TEMPLATE_FOLDER;
    const folder = await templates.folderOf(templateId);
    if (!folder) throw new InvalidInput(MESSAGES.unknownTemplate);
    return folder;
  }

  const toPrepared = (folder: string, body: GenerateResumeBody): PreparedResume => {
    try {
      return prepareResume(folder, body, templatesDir);
    } catch (error) {
      throw asDomainError(error);
    }
  };

  /** A render for the user, its failures logged and thrown as domain errors. */
  async function rendering<T>(userId: string, run: (renderer: PdfRenderer) => Promise<T>): Promise<T> {
    try {
      return await run(getRenderer());
    } catch (error) {
      if (error instanceof PdfRenderError) log.error({ err: error, userId }, 'A PDF could not be rendered');
      if (error instanceof PdfTimeoutError) {
        log.warn({ userId, timeoutMs: error.timeoutMs }, 'A PDF render ran past its timeout and was stopped');
      }
      throw asDomainError(error);
    }
  }

  /**
   * A cover letter in the style of `resume` (its template, design and contact details; none: the default template and
   * no sender), dated `date`.
   */
  async function toPreparedLetter(
    letter: CoverLetterInput,
    resume: Resume | null,
    date: Date,
  ): Promise<PreparedLetter> {
    const folderName = await folderFor(resume?.templateId);
    try {
      return prepareCoverLetter({ letter, resume: resume ?? {}, folderName, date, templatesDir });
    } catch (error) {
      throw asDomainError(error);
    }
  }

  let renders = 0;
  function render(prepared: PreparedResume, userId: string, resumeKey: string): Promise<RenderedPdf> {
    renders++;
    return rendering(userId, (renderer) => renderer.renderPrepared(prepared, { owner: userId, slot: resumeKey }));
  }

  // Thumbnails are small and asked for again on every dashboard visit: kept by content and width, whatever resume
  // they show, within THUMBNAIL_CACHE_BYTES.
  const thumbnails = createLru<string, Uint8Array>({
    max: 1024,
    maxBytes: THUMBNAIL_CACHE_BYTES,
    sizeOf: (png) => png.byteLength,
  });

  const sharedPages = createLru<string, RenderedSvg>({
    max: 64,
    maxBytes: SHARED_PAGES_CACHE_BYTES,
    sizeOf: (pages) => pages.svg.length * 2,
  });

  // The browser fetches a link right after generating it, usually from the store's memory.
  const store = createPdfStore({ db, exclusive, settings, log });

  /**
   * The PDF of `prepared` as the newest of the resume `resumeKey` (or the draft): from memory or the store, else
   * rendered through the fair queue in the resume's slot and stored as its newest PDF. A render that a newer one of
   * the same resume replaced while it waited answers the newer PDF.
   */
  async function newestPdf(userId: string, resumeKey: string, prepared: PreparedResume): Promise<RenderedPdf> {
    let hash = prepared.hash;
    let pdf = store.inMemory(hash);
    if (!(await store.holds(userId, resumeKey, hash))) {
      if (!pdf) ({ hash, pdf } = await render(prepared, userId, resumeKey));
      await store.keep({ userId, resumeKey, hash, pdf });
    }
    pdf ??= await store.read(hash);
    if (!pdf) throw new Error(`The stored PDF ${hash} could not be read back`);
    return { hash, pdf };
  }

  return {
    /**
     * The signed path of the newest PDF of the user's resume `body._id` (404 unless it is the user's), or of the
     * user's draft without one. Renders only when this resume's stored PDF is not this content; a render that a newer
     * one of the same resume replaced while it waited answers the newer one's link.
     */
    async generate(userId: string, body: GenerateResumeBody): Promise<GeneratedPdf> {
      if (body._id) await resumes.get(userId, body._id);
      const resumeKey = body._id ?? RENDER_DRAFT_KEY;
      const prepared = toPrepared(await folderFor(body.templateId), body);
      const { hash, pdf } = await newestPdf(userId, resumeKey, prepared);
      const pageCount = pdfPageCount(pdf);
      const expires = Math.floor(Date.now() / 1000) + settings.linkTtlSeconds;
      const resumeUrl = `${linksPath}/${hash}?expires=${expires}&signature=${sign(hash, expires)}`;
      if (!body.design.fitToOnePage) return { resumeUrl, pageCount };
      return pageCount === 1
        ? { resumeUrl, pageCount, fitted: true }
        : { resumeUrl, pageCount, fitted: false, message: notFittedMessage(pageCount) };
    },

    /**
     * The draft's pages as SVG, rendered like `generate` would render it, storing nothing. Previews go through the
     * fair queue in one slot per user, so a newer preview replaces the user's waiting one (which answers the newer
     * pages). `body._id`, when sent, must be the user's (404).
     */
    async preview(userId: string, body: GenerateResumeBody): Promise<RenderedSvg> {
      if (body._id) await resumes.get(userId, body._id);
      const prepared = toPrepared(await folderFor(body.templateId), body);
      return rendering(userId, (renderer) => renderer.renderSvg(prepared, { owner: userId, slot: PREVIEW_SLOT }));
    },

    /**
     * The PDF generate-resume would write for `body` (same engine, template, settings), for the ATS check: rendered
     * through the fair queue in the user's check slot, storing nothing. A newer check of the user's replaces one still
     * waiting, and both answer its PDF: `replaced` says this one was.
     */
    async checkedPdf(userId: string, body: GenerateResumeBody): Promise<RenderedPdf & { replaced: boolean }> {
      const prepared = toPrepared(await folderFor(body.templateId), body);
      const rendered = await render(prepared, userId, ATS_CHECK_SLOT);
      return { ...rendered, replaced: rendered.hash !== prepared.hash };
    },

    /**
     * The PDF of the user's resume `resumeId` as stored (404 unless theirs), with its template and design: the
     * document generate-resume answers for the same content. Kept as the resume's newest PDF like generate's, so
     * it renders only when that one is not this content.
     */
    async storedResumePdf(userId: string, resumeId: string): Promise<RenderedPdf> {
      const resume = await resumes.get(userId, resumeId);
      return newestPdf(userId, resumeId, toPrepared(await folderFor(resume.templateId), resume));
    },

    /**
     * The content hash of the user's resume `resumeId` as stored (404 unless theirs), and how to get a PNG of its
     * first page `THUMBNAIL_WIDTH_PX` wide: from memory, or rendered through the fair queue in the resume's thumbnail
     * slot (a render that a newer one replaced answers the newer image and hash). A caller that already has this
     * hash's image need not call `draw`, and nothing is rendered.
     */
    async thumbnail(userId: string, resumeId: string): Promise<{ hash: string; draw: () => Promise<RenderedPng> }> {
      const resume = await resumes.get(userId, resumeId);
      const prepared = toPrepared(await folderFor(resume.templateId), resume);
      const cacheKey = (hash: string) => `${hash}:${THUMBNAIL_WIDTH_PX}`;
      const draw = async (): Promise<RenderedPng> => {
        const cached = thumbnails.get(cacheKey(prepared.hash));
        if (cached) return { hash: prepared.hash, png: cached };
        const rendered = await rendering(userId, (renderer) =>
          renderer.renderThumbnail(prepared, THUMBNAIL_WIDTH_PX, { owner: userId, slot: thumbnailSlot(resumeId) }),
        );
        thumbnails.set(cacheKey(rendered.hash), rendered.png);
        return rendered;
      };
      return { hash: prepared.hash, draw };
    },

    /**
     * The pages of the owner's resume `resumeId` as stored, as SVG (for its public share page): from memory when this
     * content was drawn before, else rendered through the fair queue in the owner's share of it.
     */
    async storedResumePages(ownerId: string, resumeId: string): Promise<RenderedSvg> {
      const resume = await resumes.get(ownerId, resumeId);
      const prepared = toPrepared(await folderFor(resume.templateId), resume);
      const cached = sharedPages.get(prepared.hash);
      if (cached) return cached;
      const rendered = await rendering(ownerId, (renderer) =>
        renderer.renderSvg(prepared, { owner: ownerId, slot: sharedSlot(resumeId) }),
      );
      sharedPages.set(rendered.hash, rendered);
      return rendered;
    },

    /**
     * A cover letter's pages as SVG, in the style of its resume (docs/design.md, "Cover letters in the resume's
     * style"), drawn like a resume's preview: same renderer, fair queue and workers, in one slot per user for letter
     * previews (a newer one replaces the waiting one), storing nothing.
     */
    async letterPreview(
      userId: string,
      { letter, resume, date }: { letter: CoverLetterInput; resume: Resume | null; date: Date },
    ): Promise<RenderedSvg> {
      const prepared = await toPreparedLetter(letter, resume, date);
      return rendering(userId, (renderer) =>
        renderer.renderSvg(prepared, { owner: userId, slot: LETTER_PREVIEW_SLOT }),
      );
    },

    /** The PDF of the cover letter `letterId`, like `letterPreview`'s pages, in the letter's own slot; not stored. */
    async letterPdf(
      userId: string,
      letterId: string,
      { letter, resume, date }: { letter: CoverLetterInput; resume: Resume | null; date: Date },
    ): Promise<RenderedPdf> {
      const prepared = await toPreparedLetter(letter, resume, date);
      renders++;
      return rendering(userId, (renderer) =>
        renderer.renderPrepared(prepared, { owner: userId, slot: letterSlot(letterId) }),
      );
    },

    /** The PDF behind a signed link: 403 for a forged or expired link, 404 when it is gone. */
    async open(hash: string, expires: number, signature: string): Promise<{ pdf: Uint8Array; expires: number }> {
      const expected = Buffer.from(sign(hash, expires));
      const given = Buffer.from(signature);
      if (!HASH_PATTERN.test(hash) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new Forbidden(MESSAGES.pdfLinkInvalid);
      }
      if (expires * 1000 < Date.now()) throw new Forbidden(MESSAGES.pdfLinkExpired);
      const pdf = await store.read(hash);
      if (!pdf) throw new NotFound(MESSAGES.pdfNotFound);
      return { pdf, expires };
    },

    /**
     * The template folder generate-resume renders `templateId` with: the default folder without one; 400 for an id
     * that names no template.
     */
    templateFolder: folderFor,

    /** Starts the workers (and compiles the default template once) so the first preview does not wait for them. */
    warmUp: () => getRenderer().ready(),

    /** How many renders this instance asked for (database and memory hits do not count). */
    renderCount: () => renders,

    /** Deletes a resume's stored PDF (the resume is gone): its links answer 404 from then on. */
    forgetResume: (userId: string, resumeKey: string) => store.forget(userId, resumeKey),

    /** The renderer's queue and workers (none before the first render). */
    renderStats: () => renderer?.stats(),

    /** Stores the PDFs this instance has not stored yet, now (`close` does it too); waits for stores and VACUUM. */
    flush: store.flush,

    async close() {
      await store.flush();
      await renderer?.close();
    },
  };
}
