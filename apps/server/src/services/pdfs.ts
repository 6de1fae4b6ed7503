import { createHmac, timingSafeEqual } from 'node:crypto';
import { bytesAsBase64, eq, renderedPdfs, sql, type Database } from '@vitae/db';
import {
  createPdfRenderer,
  pdfContentHash,
  PdfInvalidContentError,
  PdfQueueFullError,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfUnknownTemplateError,
  type PdfRenderer,
} from '@vitae/pdf';
import { DEFAULT_TEMPLATE_FOLDER, MESSAGES, type GenerateResumeBody } from '@vitae/schema';
import type { Config } from '../config.ts';
import { AppError, badRequest, forbidden, notFound, unavailable } from '../errors.ts';
import type { TemplateService } from './templates.ts';

export type PdfService = ReturnType<typeof createPdfService>;

export const PDF_ROUTE_PREFIX = '/api/v1/pdf/';
const HASH_PATTERN = /^[0-9a-f]{64}$/;
const RECENT_PDFS = 64;
const STORED_PDFS = 10_000;
/**
 * How long this instance trusts a PDF it saw stored to stay stored, without asking the database. Pruning spares a
 * row for a link's life plus a day after its last use, so a PDF marked as used within the last day outlives any
 * link handed out now.
 */
const STORED_TRUST_MS = 60 * 60 * 1000;

/**
 * Renders resumes to PDF and hands out signed, expiring links to them. The PDF is kept in the database by content
 * hash, so any instance can serve any link and identical content renders once.
 */
export function createPdfService(
  db: Database,
  templates: TemplateService,
  signingKey: Uint8Array,
  settings: Config['pdf'],
  templatesDir: string,
) {
  // Worker threads start on the first render, not with every app.
  let renderer: PdfRenderer | undefined;
  const getRenderer = () =>
    (renderer ??= createPdfRenderer({
      workers: settings.workers,
      timeoutMs: settings.renderTimeoutMs,
      maxQueue: settings.maxQueue,
      warmUp: [DEFAULT_TEMPLATE_FOLDER],
      templatesDir,
    }));

  const sign = (hash: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${hash}.${expires}`).digest('base64url');

  async function folderFor(templateId: string | null | undefined): Promise<string> {
    if (!templateId) return DEFAULT_TEMPLATE_FOLDER;
    const folder = await templates.folderOf(templateId);
    if (!folder) throw badRequest(MESSAGES.unknownTemplate);
    return folder;
  }

  let renders = 0;
  async function render(folder: string, content: GenerateResumeBody): Promise<Uint8Array> {
    renders++;
    try {
      return await getRenderer().render(folder, content);
    } catch (error) {
      if (error instanceof PdfQueueFullError || error instanceof PdfRendererClosedError)
        throw unavailable(MESSAGES.pdfBusy);
      if (error instanceof PdfTimeoutError) throw new AppError(504, MESSAGES.pdfTimeout);
      if (error instanceof PdfInvalidContentError) throw badRequest(error.message);
      if (error instanceof PdfUnknownTemplateError) throw badRequest(MESSAGES.unknownTemplate);
      throw error;
    }
  }

  // The PDFs this instance rendered last: the browser fetches a link right after generating it, usually from here.
  const recent = new Map<string, Uint8Array>();
  const remember = (hash: string, pdf: Uint8Array) => {
    recent.delete(hash);
    recent.set(hash, pdf);
    if (recent.size > RECENT_PDFS) recent.delete(recent.keys().next().value!);
  };

  let lastPrune = 0;
  /** Drops PDFs no link can reach any more (unused for a link's life plus a day), at most once a minute. */
  async function prune() {
    if (Date.now() - lastPrune < 60_000) return;
    lastPrune = Date.now();
    await db
      .delete(renderedPdfs)
      .where(sql`${renderedPdfs.lastUsedAt} < now() - make_interval(secs => ${settings.linkTtlSeconds + 86_400})`);
  }

  // When this instance last knew each PDF to be stored and marked as used.
  const storedAt = new Map<string, number>();
  const knowStored = (hash: string) => {
    storedAt.delete(hash);
    storedAt.set(hash, Date.now());
    if (storedAt.size > STORED_PDFS) storedAt.delete(storedAt.keys().next().value!);
  };

  const lastUsedStatement = db
    .select({ lastUsedAt: renderedPdfs.lastUsedAt })
    .from(renderedPdfs)
    .where(eq(renderedPdfs.contentHash, sql.placeholder('hash')))
    .prepare('pdf_last_used');

  /** Whether the PDF is stored; marks it as used (so it is not pruned) when that was not done lately. */
  async function isStored(hash: string): Promise<boolean> {
    const known = storedAt.get(hash);
    if (known !== undefined && Date.now() - known < STORED_TRUST_MS) return true;
    const [row] = await lastUsedStatement.execute({ hash });
    if (!row) return false;
    if (Date.now() - row.lastUsedAt.getTime() >= STORED_TRUST_MS) {
      await db
        .update(renderedPdfs)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(renderedPdfs.contentHash, hash));
    }
    knowStored(hash);
    return true;
  }

  return {
    /** The signed path of the PDF of `body`; renders only when this content was never rendered. */
    async generate(body: GenerateResumeBody): Promise<string> {
      const folder = await folderFor(body.templateId);
      const hash = pdfContentHash(folder, body, templatesDir);
      if (!(await isStored(hash))) {
        const pdf = await render(folder, body);
        await db.insert(renderedPdfs).values({ contentHash: hash, pdf }).onConflictDoNothing();
        knowStored(hash);
        remember(hash, pdf);
        await prune();
      }
      const expires = Math.floor(Date.now() / 1000) + settings.linkTtlSeconds;
      return `${PDF_ROUTE_PREFIX}${hash}?expires=${expires}&signature=${sign(hash, expires)}`;
    },

    /** The PDF behind a signed link: 403 for a forged or expired link, 404 when it is gone. */
    async open(hash: string, expires: number, signature: string): Promise<{ pdf: Uint8Array; expires: number }> {
      const expected = Buffer.from(sign(hash, expires));
      const given = Buffer.from(signature);
      if (!HASH_PATTERN.test(hash) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw forbidden(MESSAGES.pdfLinkInvalid);
      }
      if (expires * 1000 < Date.now()) throw forbidden(MESSAGES.pdfLinkExpired);
      const kept = recent.get(hash);
      if (kept) return { pdf: kept, expires };
      const [row] = await db
        .select({ pdf: bytesAsBase64(renderedPdfs.pdf) })
        .from(renderedPdfs)
        .where(eq(renderedPdfs.contentHash, hash));
      if (!row) throw notFound(MESSAGES.pdfNotFound);
      return { pdf: Buffer.from(row.pdf, 'base64'), expires };
    },

    /** Starts the workers (and compiles the default template once) so the first preview does not wait for them. */
    warmUp: () => getRenderer().ready(),

    /** How many renders this instance asked for (database hits do not count). */
    renderCount: () => renders,

    close: () => renderer?.close(),
  };
}
