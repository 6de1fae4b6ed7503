import { createHmac, timingSafeEqual } from 'node:crypto';
import { bytesAsBase64, eq, renderedPdfs, sql, type Database } from '@vitae/db';
import {
  createPdfRenderer,
  PdfInvalidContentError,
  PdfQueueFullError,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfUnknownTemplateError,
  type PdfRenderer,
  type PreparedResume,
  prepareResume,
} from '@vitae/pdf';
import { DEFAULT_TEMPLATE_FOLDER, MESSAGES, type GenerateResumeBody } from '@vitae/schema';
import type { Config } from '../config.ts';
import { AppError, badRequest, forbidden, notFound, unavailable } from '../errors.ts';
import { API_PREFIX, PDF_LINKS_PREFIX } from '../paths.ts';
import type { ReadCache } from './read-cache.ts';
import type { TemplateService } from './templates.ts';

export type PdfService = ReturnType<typeof createPdfService>;

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
 * As the database's only writer (PGlite, which runs on this thread), an instance answers before storing a new PDF
 * and stores it this much later: the preview frame fetches the link at once, from memory, without waiting behind
 * the write.
 */
const STORE_DELAY_MS = 250;

/** The answer for an error of the PDF package. */
function asHttpError(error: unknown): unknown {
  if (error instanceof PdfQueueFullError || error instanceof PdfRendererClosedError)
    return unavailable(MESSAGES.pdfBusy);
  if (error instanceof PdfTimeoutError) return new AppError(504, MESSAGES.pdfTimeout);
  if (error instanceof PdfInvalidContentError) return badRequest(error.message);
  if (error instanceof PdfUnknownTemplateError) return badRequest(MESSAGES.unknownTemplate);
  return error;
}

/**
 * Renders resumes to PDF and hands out signed, expiring links to them. The PDF is kept in the database by content
 * hash, so any instance can serve any link and identical content renders once.
 */
export function createPdfService(
  db: Database,
  cache: ReadCache,
  templates: TemplateService,
  signingKey: Uint8Array,
  settings: Config['pdf'],
  templatesDir: string,
  onStoreError: (error: unknown) => void,
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

  const toPrepared = (folder: string, body: GenerateResumeBody): PreparedResume => {
    try {
      return prepareResume(folder, body, templatesDir);
    } catch (error) {
      throw asHttpError(error);
    }
  };

  let renders = 0;
  async function render(prepared: PreparedResume): Promise<Uint8Array> {
    renders++;
    try {
      return await getRenderer().renderPrepared(prepared);
    } catch (error) {
      throw asHttpError(error);
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
    const pruned = await db
      .delete(renderedPdfs)
      .where(sql`${renderedPdfs.lastUsedAt} < now() - make_interval(secs => ${settings.linkTtlSeconds + 86_400})`)
      .returning({ hash: renderedPdfs.contentHash });
    for (const { hash } of pruned) stored.delete(hash);
  }

  // When each PDF was last known to be stored and marked as used (shared by the instances on one PGlite).
  const stored = cache.storedPdfs;
  const knowStored = (hash: string, lastUsedAt = Date.now()) => {
    stored.delete(hash);
    stored.set(hash, lastUsedAt);
    // With other writers this is a memory of what was seen, so it may forget; as their only writer, it must not.
    if (!cache.exclusive && stored.size > STORED_PDFS) stored.delete(stored.keys().next().value!);
  };

  // As the database's only writer, this process learns what is stored once, then keeps track itself.
  let learnedStored: Promise<void> | undefined;
  const learnStored = async () => {
    const rows = await db
      .select({ hash: renderedPdfs.contentHash, lastUsedAt: renderedPdfs.lastUsedAt })
      .from(renderedPdfs);
    for (const row of rows) if (!stored.has(row.hash)) knowStored(row.hash, row.lastUsedAt.getTime());
  };

  const lastUsedStatement = db
    .select({ lastUsedAt: renderedPdfs.lastUsedAt })
    .from(renderedPdfs)
    .where(eq(renderedPdfs.contentHash, sql.placeholder('hash')))
    .prepare('pdf_last_used');

  const store = async (hash: string, pdf: Uint8Array) => {
    await db.insert(renderedPdfs).values({ contentHash: hash, pdf }).onConflictDoNothing();
    await prune();
  };

  // Rendered and answered, not stored yet (only as the database's only writer; shared like `stored`).
  const unstored = cache.unstoredPdfs;
  const storeTimers = new Map<string, NodeJS.Timeout>();
  const storeUnstored = async (hash: string) => {
    clearTimeout(storeTimers.get(hash));
    storeTimers.delete(hash);
    const pdf = unstored.get(hash);
    if (!pdf) return;
    try {
      await store(hash, pdf);
    } catch (error) {
      stored.delete(hash);
      onStoreError(error);
    } finally {
      unstored.delete(hash);
    }
  };

  const flush = async () => {
    await Promise.all([...storeTimers.keys()].map(storeUnstored));
  };

  /** Whether the PDF is stored; marks it as used (so it is not pruned) when that was not done lately. */
  async function isStored(hash: string): Promise<boolean> {
    if (cache.exclusive) await (learnedStored ??= learnStored());
    const known = stored.get(hash);
    if (known !== undefined && Date.now() - known < STORED_TRUST_MS) return true;
    if (cache.exclusive && known === undefined) return false;
    const [row] = await lastUsedStatement.execute({ hash });
    if (!row) {
      stored.delete(hash);
      return false;
    }
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
      const prepared = toPrepared(await folderFor(body.templateId), body);
      const { hash } = prepared;
      if (!(await isStored(hash))) {
        const pdf = await render(prepared);
        remember(hash, pdf);
        if (cache.exclusive) {
          unstored.set(hash, pdf);
          storeTimers.set(
            hash,
            setTimeout(() => void storeUnstored(hash), STORE_DELAY_MS),
          );
        } else {
          await store(hash, pdf);
        }
        knowStored(hash);
      }
      const expires = Math.floor(Date.now() / 1000) + settings.linkTtlSeconds;
      return `${API_PREFIX}${PDF_LINKS_PREFIX}/${hash}?expires=${expires}&signature=${sign(hash, expires)}`;
    },

    /** The PDF behind a signed link: 403 for a forged or expired link, 404 when it is gone. */
    async open(hash: string, expires: number, signature: string): Promise<{ pdf: Uint8Array; expires: number }> {
      const expected = Buffer.from(sign(hash, expires));
      const given = Buffer.from(signature);
      if (!HASH_PATTERN.test(hash) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw forbidden(MESSAGES.pdfLinkInvalid);
      }
      if (expires * 1000 < Date.now()) throw forbidden(MESSAGES.pdfLinkExpired);
      const kept = recent.get(hash) ?? unstored.get(hash);
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

    /** Stores the PDFs this instance has not stored yet, now (`close` does it too). */
    flush,

    async close() {
      await flush();
      await renderer?.close();
    },
  };
}
