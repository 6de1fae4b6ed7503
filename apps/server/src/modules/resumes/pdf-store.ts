import { and, bytesAsBase64, eq, ne, renderedPdfs, sql, type Database } from '@vitae/db';
import { createLru, type Lru } from '@vitae/schema/lru-cache';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';

/** The PDF of one slot: a user's resume (`resumeKey` its id) or their draft (RENDER_DRAFT_KEY). */
export interface SlotPdf {
  userId: string;
  resumeKey: string;
  hash: string;
  pdf: Uint8Array;
}

/** PDFs kept in memory: at most PDF_CACHE_BYTES of them, and this many. */
const PDFS_IN_MEMORY = 4096;
/** Slots whose stored PDF the database's only writer remembers (it asks the database about the others). */
const KNOWN_SLOTS = 10_000;
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

/** A slot's newest PDF, not stored yet (as the only writer); an older one of the slot is never stored. */
interface Pending extends SlotPdf {
  timer: NodeJS.Timeout;
  stored?: Promise<void>;
}

/** What the instances on one database in this process share (tests run two apps on one PGlite). */
interface Shared {
  /** As the only writer: some slots' (`${userId} ${resumeKey}`) stored PDF, and when it was last marked as used. */
  known: Lru<string, { hash: string; lastUsedAt: number }>;
  pending: Map<string, Pending>;
  /** Per slot, its store in progress: a slot's stores run one after the other, in order. */
  storing: Map<string, Promise<void>>;
  /** Bytes of PDFs deleted since the last VACUUM, and how many make the next one. */
  deletedBytes: number;
  vacuumAfter: number;
  vacuuming?: Promise<void> | undefined;
  lastPrune: number;
}

const shared = new WeakMap<Database, Shared>();
function sharedFor(db: Database): Shared {
  const state = shared.get(db) ?? {
    known: createLru({ max: KNOWN_SLOTS }),
    pending: new Map(),
    storing: new Map(),
    deletedBytes: 0,
    vacuumAfter: VACUUM_MIN_BYTES,
    lastPrune: 0,
  };
  shared.set(db, state);
  return state;
}

export interface PdfStoreOptions {
  db: Database;
  /** This process is the database's only writer (PGlite): it answers before storing, and knows what it stored. */
  exclusive: boolean;
  settings: Pick<Config['pdf'], 'cacheBytes' | 'linkTtlSeconds' | 'storeBytesPerUser'>;
  log: Pick<Logger, 'error' | 'warn'>;
}

export type PdfStore = ReturnType<typeof createPdfStore>;

/**
 * Where rendered PDFs are kept: each slot's newest PDF in the database (rendered_pdfs, by content hash, so any
 * instance serves any link), and this instance's recent ones in memory under PDF_CACHE_BYTES. As the database's only
 * writer, a new PDF is stored STORE_DELAY_MS after the answer (its link is served from memory meanwhile), or at once
 * when memory cannot hold it: one pushed out of memory before it was stored is stored then.
 */
export function createPdfStore({ db, exclusive, settings, log }: PdfStoreOptions) {
  const state = sharedFor(db);
  const { known, pending, storing } = state;
  const slotOf = (userId: string, resumeKey: string) => `${userId} ${resumeKey}`;

  const memory = createLru<string, Uint8Array>({
    max: PDFS_IN_MEMORY,
    maxBytes: settings.cacheBytes,
    sizeOf: (pdf) => pdf.byteLength,
    onEvict: (_pdf, hash) => {
      for (const [slot, waiting] of pending) if (waiting.hash === hash) void storePending(slot, waiting);
    },
  });

  /** A PDF this process holds: one rendered lately, or one not stored yet. */
  function inMemory(hash: string): Uint8Array | undefined {
    const kept = memory.get(hash);
    if (kept) return kept;
    for (const waiting of pending.values()) if (waiting.hash === hash) return waiting.pdf;
    return undefined;
  }

  const vacuum = async () => {
    try {
      // Also vacuums the table's TOAST table, where the PDFs' bytes are.
      await db.execute(sql`VACUUM rendered_pdfs`);
      // PGlite has no checkpointer of its own: without one, the write-ahead log grows to max_wal_size (1 GB).
      if (exclusive) await db.execute(sql`CHECKPOINT`);
      const result = await db.execute(sql`SELECT pg_table_size('rendered_pdfs')::float8 AS bytes`);
      const [row] = (result as unknown as { rows: { bytes: number }[] }).rows;
      state.vacuumAfter = Math.max(VACUUM_MIN_BYTES, VACUUM_TABLE_FRACTION * Number(row?.bytes ?? 0));
    } catch (error) {
      log.warn({ err: error }, 'Could not VACUUM rendered_pdfs; deleted PDFs leave dead space until it runs');
    }
  };
  const noteDeleted = (rows: { bytes: number }[]) => {
    state.deletedBytes += rows.reduce((sum, row) => sum + Number(row.bytes), 0);
    if (state.deletedBytes < state.vacuumAfter || state.vacuuming) return;
    state.deletedBytes = 0;
    state.vacuuming = vacuum().finally(() => (state.vacuuming = undefined));
  };

  /** Drops PDFs no link can reach any more (unused for a link's life plus a day), at most once a minute. */
  async function prune() {
    if (Date.now() - state.lastPrune < 60_000) return;
    state.lastPrune = Date.now();
    const pruned = await db
      .delete(renderedPdfs)
      .where(sql`${renderedPdfs.lastUsedAt} < now() - make_interval(secs => ${settings.linkTtlSeconds + 86_400})`)
      .returning({
        userId: renderedPdfs.userId,
        resumeKey: renderedPdfs.resumeKey,
        bytes: sql<number>`octet_length(${renderedPdfs.pdf})`,
      });
    for (const { userId, resumeKey } of pruned) known.delete(slotOf(userId, resumeKey));
    noteDeleted(pruned);
  }

  const slotStatement = db
    .select({ hash: renderedPdfs.contentHash, lastUsedAt: renderedPdfs.lastUsedAt })
    .from(renderedPdfs)
    .where(
      and(eq(renderedPdfs.userId, sql.placeholder('userId')), eq(renderedPdfs.resumeKey, sql.placeholder('resumeKey'))),
    )
    .prepare('pdf_of_slot');

  /** Makes this PDF the slot's one stored PDF, deleting its previous one in the same transaction. */
  async function write({ userId, resumeKey, hash, pdf }: SlotPdf) {
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
    if (exclusive) known.set(slotOf(userId, resumeKey), { hash, lastUsedAt: Date.now() });
    for (const row of deleted.evicted) {
      known.delete(slotOf(userId, row.resumeKey));
      memory.delete(row.hash);
    }
    noteDeleted([...deleted.previous, ...deleted.evicted]);
    await prune();
  }

  /** `write`, after the slot's earlier stores: the newest render of a resume is the one that stays. */
  function storeNow(pdf: SlotPdf): Promise<void> {
    const slot = slotOf(pdf.userId, pdf.resumeKey);
    const writing = (storing.get(slot) ?? Promise.resolve()).catch(() => {}).then(() => write(pdf));
    storing.set(slot, writing);
    const done = () => {
      if (storing.get(slot) === writing) storing.delete(slot);
    };
    writing.then(done, done);
    return writing;
  }

  /** As the only writer: a store that fails is logged, and the link is served from memory while it lasts. */
  async function storeOrLog(pdf: SlotPdf) {
    try {
      await storeNow(pdf);
    } catch (error) {
      log.error({ err: error }, 'A rendered PDF could not be stored; its link works from memory only');
    }
  }

  function storePending(slot: string, waiting: Pending): Promise<void> {
    clearTimeout(waiting.timer);
    return (waiting.stored ??= storeOrLog(waiting).then(() => {
      if (pending.get(slot) === waiting) pending.delete(slot);
    }));
  }

  const drop = (slot: string, waiting: Pending) => {
    clearTimeout(waiting.timer);
    if (pending.get(slot) === waiting) pending.delete(slot);
  };

  return {
    inMemory,

    /** Whether the slot's stored (or about to be stored) PDF is this content; marks it as used when due. */
    async holds(userId: string, resumeKey: string, hash: string): Promise<boolean> {
      const slot = slotOf(userId, resumeKey);
      const waiting = pending.get(slot);
      if (waiting) return waiting.hash === hash;
      let stored = exclusive ? known.get(slot) : undefined;
      if (!stored) {
        const [row] = await slotStatement.execute({ userId, resumeKey });
        if (!row) return false;
        stored = { hash: row.hash, lastUsedAt: row.lastUsedAt.getTime() };
        // Unless a store of the slot came first while the database was asked.
        if (exclusive && !known.has(slot) && !pending.has(slot)) known.set(slot, stored);
      }
      if (stored.hash !== hash) return false;
      if (Date.now() - stored.lastUsedAt >= STORED_TRUST_MS) {
        await db
          .update(renderedPdfs)
          .set({ lastUsedAt: sql`now()` })
          .where(and(eq(renderedPdfs.userId, userId), eq(renderedPdfs.resumeKey, resumeKey)));
        stored.lastUsedAt = Date.now();
      }
      return true;
    },

    /** Makes a new PDF the slot's stored one: now, or (as the only writer) a moment after the answer. */
    async keep(pdf: SlotPdf): Promise<void> {
      const slot = slotOf(pdf.userId, pdf.resumeKey);
      const waiting = pending.get(slot);
      // Before the new PDF takes room in memory: the slot's older PDF need not be stored.
      if (waiting && waiting.hash !== pdf.hash) drop(slot, waiting);
      memory.set(pdf.hash, pdf.pdf);
      if (!exclusive) return storeNow(pdf);
      if (waiting?.hash === pdf.hash || (!waiting && known.get(slot)?.hash === pdf.hash)) return;
      // A PDF not stored yet has no other copy: one that memory cannot hold is stored before the answer.
      if (!memory.has(pdf.hash)) return storeOrLog(pdf);
      const entry: Pending = { ...pdf, timer: setTimeout(() => void storePending(slot, entry), STORE_DELAY_MS) };
      pending.set(slot, entry);
    },

    /** The PDF of this content, from memory or else the database. */
    async read(hash: string): Promise<Uint8Array | undefined> {
      const kept = inMemory(hash);
      if (kept) return kept;
      const [row] = await db
        .select({ pdf: bytesAsBase64(renderedPdfs.pdf) })
        .from(renderedPdfs)
        .where(eq(renderedPdfs.contentHash, hash))
        .limit(1);
      return row && Buffer.from(row.pdf, 'base64');
    },

    /** Deletes the slot's PDF, stored or not. */
    async forget(userId: string, resumeKey: string): Promise<void> {
      const slot = slotOf(userId, resumeKey);
      const waiting = pending.get(slot);
      if (waiting) {
        drop(slot, waiting);
        memory.delete(waiting.hash);
      }
      await storing.get(slot)?.catch(() => {});
      const deleted = await db
        .delete(renderedPdfs)
        .where(and(eq(renderedPdfs.userId, userId), eq(renderedPdfs.resumeKey, resumeKey)))
        .returning({ hash: renderedPdfs.contentHash, bytes: sql<number>`octet_length(${renderedPdfs.pdf})` });
      known.delete(slot);
      for (const row of deleted) memory.delete(row.hash);
      noteDeleted(deleted);
    },

    /** Stores the PDFs not stored yet, now; waits for every store and VACUUM under way. */
    async flush(): Promise<void> {
      await Promise.all([...pending].map(([slot, waiting]) => storePending(slot, waiting)));
      await Promise.allSettled([...storing.values()]);
      await state.vacuuming;
    },
  };
}
