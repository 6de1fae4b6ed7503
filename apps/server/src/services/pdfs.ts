import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, bytesAsBase64, eq, ne, RENDER_DRAFT_KEY, renderedPdfs, sql, type Database } from '@vitae/db';
import {
  createPdfRenderer,
  LruCache,
  PdfInvalidContentError,
  PdfQueueFullError,
  PdfRenderError,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfTooLargeError,
  PdfUnknownTemplateError,
  type PdfRenderer,
  type PreparedResume,
  prepareResume,
  type RenderedPdf,
} from '@vitae/pdf';
import {
  DEFAULT_TEMPLATE_FOLDER,
  MESSAGES,
  pdfTooManyPagesMessage,
  pdfTooMuchTextMessage,
  type GenerateResumeBody,
} from '@vitae/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, badRequest, forbidden, notFound, unavailable } from '../errors.ts';
import { API_PREFIX, PDF_LINKS_PREFIX } from '../paths.ts';
import type { ReadCache } from './read-cache.ts';
import type { ResumeService } from './resumes.ts';
import type { TemplateService } from './templates.ts';

export type PdfService = ReturnType<typeof createPdfService>;

const HASH_PATTERN = /^[0-9a-f]{64}$/;
/** The PDFs kept in memory to answer links are bounded by PDF_CACHE_BYTES, and by this many entries. */
const RECENT_PDFS = 4096;
/**
 * How long a PDF marked as used stays trusted before it is marked again. Pruning spares a row for a link's life plus
 * a day after its last use, so a PDF marked within the last day outlives any link handed out now.
 */
const STORED_TRUST_MS = 60 * 60 * 1000;
/**
 * As the database's only writer (PGlite, which runs on this thread), an instance answers before storing a new PDF
 * and stores it this much later: the preview frame fetches the link at once, from memory, without waiting behind
 * the write.
 */
const STORE_DELAY_MS = 250;
/**
 * Deleted PDFs leave dead space that only VACUUM makes reusable, and PGlite has no autovacuum: after this many bytes
 * were deleted, or a fifth of the table if that is more (autovacuum's own scale factor), rendered_pdfs is vacuumed.
 */
const VACUUM_MIN_BYTES = 8 * 1024 * 1024;
const VACUUM_TABLE_FRACTION = 0.2;

/** The answer for an error of the PDF package. */
function asHttpError(error: unknown): unknown {
  if (error instanceof PdfQueueFullError || error instanceof PdfRendererClosedError) {
    return unavailable(MESSAGES.pdfBusy);
  }
  if (error instanceof PdfTimeoutError) return unavailable(MESSAGES.pdfTimeout);
  if (error instanceof PdfTooLargeError) {
    return new AppError(
      422,
      error.measure === 'pages' ? pdfTooManyPagesMessage(error.actual) : pdfTooMuchTextMessage(),
    );
  }
  if (error instanceof PdfInvalidContentError) return badRequest(error.message);
  if (error instanceof PdfUnknownTemplateError) return badRequest(MESSAGES.unknownTemplate);
  if (error instanceof PdfRenderError) return new AppError(500, MESSAGES.pdfRenderFailed);
  return error;
}

/** A PDF rendered and linked to but not stored yet, as the database's only writer. */
interface UnstoredPdf {
  userId: string;
  resumeKey: string;
  hash: string;
  pdf: Uint8Array;
}

/** What the instances on one database in this process share (tests run two apps on one PGlite). */
interface PdfStore {
  /**
   * Each slot's stored PDF (slot: `${userId} ${resumeKey}`) and when it was last marked as used. Only as the
   * database's only writer, where it is complete once learned: on PostgreSQL other instances replace PDFs too.
   */
  slots: Map<string, { hash: string; lastUsedAt: number }>;
  learned?: Promise<void> | undefined;
  /** Only as the only writer: by slot, the newest PDF not stored yet (an older one of the slot is never stored). */
  unstored: Map<string, UnstoredPdf>;
  unstoredBytes: number;
  /** Per slot, its store in progress: a slot's stores run one after the other, in order. */
  storing: Map<string, Promise<void>>;
  /** Bytes of PDFs deleted since the last VACUUM, and how many make the next one. */
  deletedBytes: number;
  vacuumAfter: number;
  vacuuming?: Promise<void> | undefined;
}

const pdfStores = new WeakMap<ReadCache, PdfStore>();
const pdfStoreFor = (cache: ReadCache): PdfStore => {
  let store = pdfStores.get(cache);
  if (!store) {
    store = {
      slots: new Map(),
      unstored: new Map(),
      unstoredBytes: 0,
      storing: new Map(),
      deletedBytes: 0,
      vacuumAfter: VACUUM_MIN_BYTES,
    };
    pdfStores.set(cache, store);
  }
  return store;
};

export interface PdfServiceOptions {
  db: Database;
  cache: ReadCache;
  templates: TemplateService;
  resumes: ResumeService;
  signingKey: Uint8Array;
  settings: Config['pdf'];
  templatesDir: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/**
 * Renders resumes to PDF and hands out signed, expiring links to them. Renders are scheduled fairly per user (see
 * FairQueue in @vitae/pdf). Each resume (or the user's draft) keeps only its newest PDF in the database, stored by
 * content hash, so any instance can serve any link and identical content of a resume renders once.
 */
export function createPdfService({
  db,
  cache,
  templates,
  resumes,
  signingKey,
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
      timeoutMs: settings.renderTimeoutMs,
      maxQueue: settings.maxQueue,
      // `recent` below is the one cache of PDFs, under PDF_CACHE_BYTES.
      cacheEntries: 0,
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
  async function render(prepared: PreparedResume, userId: string, resumeKey: string): Promise<RenderedPdf> {
    renders++;
    try {
      return await getRenderer().renderPrepared(prepared, { owner: userId, slot: resumeKey });
    } catch (error) {
      if (error instanceof PdfRenderError) log.error({ err: error, userId }, 'A PDF could not be rendered');
      if (error instanceof PdfTimeoutError) {
        log.warn({ userId, timeoutMs: error.timeoutMs }, 'A PDF render ran past its timeout and was stopped');
      }
      throw asHttpError(error);
    }
  }

  // The PDFs this instance rendered last: the browser fetches a link right after generating it, usually from here.
  const recent = new LruCache<string, Uint8Array>(RECENT_PDFS, settings.cacheBytes, (pdf) => pdf.byteLength);

  const store = pdfStoreFor(cache);
  const slotOf = (userId: string, resumeKey: string) => `${userId} ${resumeKey}`;
  const unstoredPdf = (hash: string) => {
    for (const pending of store.unstored.values()) if (pending.hash === hash) return pending.pdf;
    return undefined;
  };

  const vacuum = async () => {
    try {
      // Also vacuums the table's TOAST table, where the PDFs' bytes are.
      await db.execute(sql`VACUUM rendered_pdfs`);
      // PGlite has no checkpointer of its own: without one, the write-ahead log grows to max_wal_size (1 GB).
      if (cache.exclusive) await db.execute(sql`CHECKPOINT`);
      const result = await db.execute(sql`SELECT pg_table_size('rendered_pdfs')::float8 AS bytes`);
      const [row] = (result as unknown as { rows: { bytes: number }[] }).rows;
      store.vacuumAfter = Math.max(VACUUM_MIN_BYTES, VACUUM_TABLE_FRACTION * Number(row?.bytes ?? 0));
    } catch (error) {
      log.warn({ err: error }, 'Could not VACUUM rendered_pdfs; deleted PDFs leave dead space until it runs');
    }
  };
  const noteDeleted = (bytes: number) => {
    store.deletedBytes += bytes;
    if (store.deletedBytes < store.vacuumAfter || store.vacuuming) return;
    store.deletedBytes = 0;
    store.vacuuming = vacuum().finally(() => (store.vacuuming = undefined));
  };

  let lastPrune = 0;
  /** Drops PDFs no link can reach any more (unused for a link's life plus a day), at most once a minute. */
  async function prune() {
    if (Date.now() - lastPrune < 60_000) return;
    lastPrune = Date.now();
    const maxAgeSeconds = settings.linkTtlSeconds + 86_400;
    const pruned = await db
      .delete(renderedPdfs)
      .where(sql`${renderedPdfs.lastUsedAt} < now() - make_interval(secs => ${maxAgeSeconds})`)
      .returning({
        userId: renderedPdfs.userId,
        resumeKey: renderedPdfs.resumeKey,
        bytes: sql<number>`octet_length(${renderedPdfs.pdf})`,
      });
    for (const { userId, resumeKey } of pruned) store.slots.delete(slotOf(userId, resumeKey));
    // Rows an account's deletion took with it (a cascade) are forgotten once they would have been pruned.
    const cutoff = Date.now() - maxAgeSeconds * 1000;
    for (const [slot, kept] of store.slots) if (kept.lastUsedAt < cutoff) store.slots.delete(slot);
    noteDeleted(pruned.reduce((sum, row) => sum + Number(row.bytes), 0));
  }

  // As the database's only writer, this process learns what is stored once, then keeps track itself.
  const learn = async () => {
    const rows = await db
      .select({
        userId: renderedPdfs.userId,
        resumeKey: renderedPdfs.resumeKey,
        hash: renderedPdfs.contentHash,
        lastUsedAt: renderedPdfs.lastUsedAt,
      })
      .from(renderedPdfs);
    for (const row of rows) {
      const slot = slotOf(row.userId, row.resumeKey);
      if (!store.slots.has(slot)) store.slots.set(slot, { hash: row.hash, lastUsedAt: row.lastUsedAt.getTime() });
    }
  };

  const slotStatement = db
    .select({ hash: renderedPdfs.contentHash, lastUsedAt: renderedPdfs.lastUsedAt })
    .from(renderedPdfs)
    .where(
      and(eq(renderedPdfs.userId, sql.placeholder('userId')), eq(renderedPdfs.resumeKey, sql.placeholder('resumeKey'))),
    )
    .prepare('pdf_of_slot');

  const markUsed = (userId: string, resumeKey: string) =>
    db
      .update(renderedPdfs)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(renderedPdfs.userId, userId), eq(renderedPdfs.resumeKey, resumeKey)));

  /** Whether the resume's stored (or about to be stored) PDF is this content; marks it as used when due. */
  async function holds(userId: string, resumeKey: string, hash: string): Promise<boolean> {
    const slot = slotOf(userId, resumeKey);
    if (cache.exclusive) {
      await (store.learned ??= learn().catch((error: unknown) => {
        store.learned = undefined;
        throw error;
      }));
      const pending = store.unstored.get(slot);
      if (pending) return pending.hash === hash;
      const kept = store.slots.get(slot);
      if (kept?.hash !== hash) return false;
      if (Date.now() - kept.lastUsedAt >= STORED_TRUST_MS) {
        await markUsed(userId, resumeKey);
        kept.lastUsedAt = Date.now();
      }
      return true;
    }
    const [row] = await slotStatement.execute({ userId, resumeKey });
    if (row?.hash !== hash) return false;
    if (Date.now() - row.lastUsedAt.getTime() >= STORED_TRUST_MS) await markUsed(userId, resumeKey);
    return true;
  }

  /** Makes this PDF the resume's one stored PDF, deleting its previous one in the same transaction. */
  async function write({ userId, resumeKey, hash, pdf }: UnstoredPdf) {
    const deleted = await db.transaction(async (tx) => {
      const previous = await tx
        .delete(renderedPdfs)
        .where(
          and(
            eq(renderedPdfs.userId, userId),
            eq(renderedPdfs.resumeKey, resumeKey),
            ne(renderedPdfs.contentHash, hash),
          ),
        )
        .returning({ bytes: sql<number>`octet_length(${renderedPdfs.pdf})` });
      // A row still there holds this very PDF; one written meanwhile by another instance is replaced.
      await tx
        .insert(renderedPdfs)
        .values({ userId, resumeKey, contentHash: hash, pdf })
        .onConflictDoUpdate({
          target: [renderedPdfs.userId, renderedPdfs.resumeKey],
          set: {
            contentHash: sql`excluded.content_hash`,
            pdf: sql`excluded.pdf`,
            createdAt: sql`now()`,
            lastUsedAt: sql`now()`,
          },
          setWhere: sql`${renderedPdfs.contentHash} <> excluded.content_hash`,
        });
      // Past the user's budget, the PDFs of their least recently used resumes go (never the one just written).
      const evicted = (await tx.execute(sql`
        DELETE FROM rendered_pdfs
        WHERE user_id = ${userId} AND resume_key IN (
          SELECT resume_key FROM (
            SELECT resume_key,
                   sum(octet_length(pdf)) OVER (ORDER BY resume_key = ${resumeKey} DESC, last_used_at DESC, resume_key)
                     AS kept
            FROM rendered_pdfs WHERE user_id = ${userId}
          ) ranked
          WHERE kept > ${settings.storeBytesPerUser} AND resume_key <> ${resumeKey}
        )
        RETURNING resume_key AS "resumeKey", content_hash AS "hash", octet_length(pdf)::float8 AS "bytes"
      `)) as unknown as { rows: { resumeKey: string; hash: string; bytes: number }[] };
      return { previous, evicted: evicted.rows };
    });
    if (cache.exclusive) store.slots.set(slotOf(userId, resumeKey), { hash, lastUsedAt: Date.now() });
    for (const row of deleted.evicted) {
      store.slots.delete(slotOf(userId, row.resumeKey));
      recent.delete(row.hash);
    }
    noteDeleted([...deleted.previous, ...deleted.evicted].reduce((sum, row) => sum + Number(row.bytes), 0));
    await prune();
  }

  /** `write`, after the slot's earlier stores: the newest render of a resume is the one that stays. */
  function storeNow(pdf: UnstoredPdf): Promise<void> {
    const slot = slotOf(pdf.userId, pdf.resumeKey);
    const writing = (store.storing.get(slot) ?? Promise.resolve()).catch(() => {}).then(() => write(pdf));
    store.storing.set(slot, writing);
    const done = () => {
      if (store.storing.get(slot) === writing) store.storing.delete(slot);
    };
    writing.then(done, done);
    return writing;
  }

  const storeTimers = new Map<string, NodeJS.Timeout>();
  const dropUnstored = (slot: string, pending: UnstoredPdf) => {
    if (store.unstored.get(slot) !== pending) return;
    store.unstored.delete(slot);
    store.unstoredBytes -= pending.pdf.byteLength;
  };
  /** As the only writer: a store that fails is logged, and the link is served from memory while it lasts. */
  const storeOrLog = async (pdf: UnstoredPdf) => {
    try {
      await storeNow(pdf);
    } catch (error) {
      log.error({ err: error }, 'A rendered PDF could not be stored; its link works from memory only');
    }
  };
  const storeUnstored = async (slot: string) => {
    clearTimeout(storeTimers.get(slot));
    storeTimers.delete(slot);
    const pending = store.unstored.get(slot);
    if (!pending) return;
    await storeOrLog(pending);
    dropUnstored(slot, pending);
  };

  /** Makes a new PDF the resume's stored one: now, or (as the only writer) a moment after the answer. */
  async function keep(pdf: UnstoredPdf) {
    if (!cache.exclusive) {
      await storeNow(pdf);
      return;
    }
    const slot = slotOf(pdf.userId, pdf.resumeKey);
    const pending = store.unstored.get(slot);
    if (pending?.hash === pdf.hash || (!pending && store.slots.get(slot)?.hash === pdf.hash)) return;
    if (pending) dropUnstored(slot, pending);
    if (store.unstoredBytes + pdf.pdf.byteLength > settings.cacheBytes) {
      // Unstored PDFs are the only copies, so they are never dropped: past the budget one is stored before answering.
      clearTimeout(storeTimers.get(slot));
      storeTimers.delete(slot);
      await storeOrLog(pdf);
      return;
    }
    store.unstored.set(slot, pdf);
    store.unstoredBytes += pdf.pdf.byteLength;
    clearTimeout(storeTimers.get(slot));
    storeTimers.set(
      slot,
      setTimeout(() => void storeUnstored(slot), STORE_DELAY_MS),
    );
  }

  const flush = async () => {
    await Promise.all([...storeTimers.keys()].map(storeUnstored));
    await Promise.allSettled([...store.storing.values()]);
    await store.vacuuming;
  };

  return {
    /**
     * The signed path of the newest PDF of the user's resume `body._id` (404 unless it is the user's), or of the
     * user's draft without one. Renders only when this resume's stored PDF is not this content; a render that a newer
     * one of the same resume replaced while it waited answers the newer one's link.
     */
    async generate(userId: string, body: GenerateResumeBody): Promise<string> {
      if (body._id) await resumes.get(userId, body._id);
      const resumeKey = body._id ?? RENDER_DRAFT_KEY;
      const prepared = toPrepared(await folderFor(body.templateId), body);
      let hash = prepared.hash;
      if (!(await holds(userId, resumeKey, hash))) {
        let pdf = recent.get(hash) ?? unstoredPdf(hash);
        if (!pdf) {
          ({ hash, pdf } = await render(prepared, userId, resumeKey));
          recent.set(hash, pdf);
        }
        await keep({ userId, resumeKey, hash, pdf });
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
      const kept = recent.get(hash) ?? unstoredPdf(hash);
      if (kept) return { pdf: kept, expires };
      const [row] = await db
        .select({ pdf: bytesAsBase64(renderedPdfs.pdf) })
        .from(renderedPdfs)
        .where(eq(renderedPdfs.contentHash, hash))
        .limit(1);
      if (!row) throw notFound(MESSAGES.pdfNotFound);
      return { pdf: Buffer.from(row.pdf, 'base64'), expires };
    },

    /** Starts the workers (and compiles the default template once) so the first preview does not wait for them. */
    warmUp: () => getRenderer().ready(),

    /** How many renders this instance asked for (database and memory hits do not count). */
    renderCount: () => renders,

    /** Deletes a resume's stored PDF (the resume is gone): its links answer 404 from then on. */
    async forgetResume(userId: string, resumeKey: string): Promise<void> {
      const slot = slotOf(userId, resumeKey);
      clearTimeout(storeTimers.get(slot));
      storeTimers.delete(slot);
      const pending = store.unstored.get(slot);
      if (pending) {
        dropUnstored(slot, pending);
        recent.delete(pending.hash);
      }
      await store.storing.get(slot)?.catch(() => {});
      const deleted = await db
        .delete(renderedPdfs)
        .where(and(eq(renderedPdfs.userId, userId), eq(renderedPdfs.resumeKey, resumeKey)))
        .returning({ hash: renderedPdfs.contentHash, bytes: sql<number>`octet_length(${renderedPdfs.pdf})` });
      store.slots.delete(slot);
      for (const row of deleted) recent.delete(row.hash);
      noteDeleted(deleted.reduce((sum, row) => sum + Number(row.bytes), 0));
    },

    /** The renderer's queue and workers (none before the first render). */
    renderStats: () => renderer?.stats(),

    /** Stores the PDFs this instance has not stored yet, now (`close` does it too); waits for stores and VACUUM. */
    flush,

    async close() {
      await flush();
      await renderer?.close();
    },
  };
}
