import { and, asc, desc, eq, gt, isNotNull, isNull, sql, users, type Database } from '@vitae/db';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Conflict, LimitReached, NotFound } from './domain-errors.ts';

/** One database transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A table of a user's documents (resumes, cover letters): owned by `userId`, in Trash while `deletedAt` is set. */
export type OwnedTable = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  version: AnyPgColumn;
  deletedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** What a user's document row has that the shared mechanism reads. */
export interface OwnedRow {
  id: string;
  userId: string;
  version: number;
  deletedAt: Date | null;
}

/** A row of `Table`, as the shared mechanism reads it. */
export type RowOf<Table extends OwnedTable> = Table['$inferSelect'] & OwnedRow;

/** A document in Trash as the shared mechanism lists it; each module names its own title field. */
export interface TrashedRow {
  id: string;
  title: string;
  deletedAt: string;
  purgeAt: string;
}

/**
 * Locks the account's row for the rest of the transaction and refuses (`tooMany`, a 422) when `adding` more rows than
 * `where` counts in `from` would pass `max`: parallel creates, copies, imports and restores cannot pass a per-account
 * limit together. Every limited kind of row (resumes, cover letters, applications) is counted so.
 */
export async function lockAccountWithin(
  tx: Transaction,
  {
    userId,
    from,
    where,
    adding = 1,
    max,
    tooMany,
  }: { userId: string; from: PgTable; where: SQL | undefined; adding?: number; max: number; tooMany: () => Error },
) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(from)
    .where(where);
  if (Number(counted?.count ?? 0) + adding > max) throw tooMany();
}

/** The user's document `id`, not in Trash: the condition of every read and write but Trash's own. */
export const ownedBy = (table: OwnedTable, userId: string, id: string) =>
  and(eq(table.id, id), eq(table.userId, userId), isNull(table.deletedAt));

/** The user's document `id`, not in Trash, or undefined (read in `executor`, locked for update with `lock`). */
export async function findOwned<Table extends OwnedTable>(
  executor: Pick<Database, 'select'>,
  table: Table,
  userId: string,
  id: string,
  lock = false,
): Promise<RowOf<Table> | undefined> {
  const query = executor
    .select()
    .from(table as PgTable)
    .where(ownedBy(table, userId, id));
  const [row] = (await (lock ? query.for('update') : query)) as RowOf<Table>[];
  return row;
}

export interface OwnedRowsOptions<Table extends OwnedTable> {
  db: Database;
  table: Table;
  /** The column shown as the document's title in Trash. */
  title: AnyPgColumn;
  /** How long a deleted document stays in Trash before it goes for good. */
  trashDays: number;
  /** Documents one account may keep; those in Trash do not count. */
  maxPerUser: number;
  /** The clock Trash's days are counted on (tests move it). */
  now: () => Date;
  /** The module's own texts (packages/schema): a missing or foreign document, a stale version, past the limit. */
  messages: { notFound: string; versionConflict: string; tooMany: (max: number) => string };
  /** The document as its answers show it (a 409 carries the current one). */
  present: (row: RowOf<Table>) => unknown;
}

/**
 * The one mechanism behind a user's documents (resumes, cover letters; docs/architecture.md): owner-scoped reads and
 * writes, the per-account limit counted under a lock, the versioned update that answers 409 with the current row, and
 * Trash (move, list, restore, purge after `trashDays`, delete for good). Another user's document answers 404 like a
 * missing one; one in Trash is out of every read and write but Trash's own. Knows no HTTP.
 */
export function createOwnedRows<Table extends OwnedTable>({
  db,
  table,
  title,
  trashDays,
  maxPerUser,
  now,
  messages,
  present,
}: OwnedRowsOptions<Table>) {
  type Row = RowOf<Table>;
  const trashMs = trashDays * 24 * 60 * 60 * 1000;
  // Drizzle's builders do not narrow a generic table; the rows are the table's own.
  const from = table as PgTable;

  const owned = (userId: string, id: string) => ownedBy(table, userId, id);
  const trashed = (userId: string, id: string) =>
    and(eq(table.id, id), eq(table.userId, userId), isNotNull(table.deletedAt));

  const find = (executor: Pick<Database, 'select'>, userId: string, id: string, lock = false) =>
    findOwned<Table>(executor, table, userId, id, lock);

  /** The user's document, not in Trash, or 404. */
  async function read(userId: string, id: string): Promise<Row> {
    const row = await find(db, userId, id);
    if (!row) throw new NotFound(messages.notFound);
    return row;
  }

  /**
   * Locks the account's row for the rest of the transaction and refuses (422) a document past `maxPerUser`: parallel
   * creates, copies, imports and restores cannot pass the limit together.
   */
  const lockWithinLimit = (tx: Transaction, userId: string) =>
    lockAccountWithin(tx, {
      userId,
      from,
      where: and(eq(table.userId, userId), isNull(table.deletedAt)),
      max: maxPerUser,
      tooMany: () => new LimitReached(messages.tooMany(maxPerUser)),
    });

  /** Deletes every document (of one user, or of all) that has been in Trash for `trashDays` days. */
  async function purgeExpired(userId?: string): Promise<number> {
    const cutoff = new Date(now().getTime() - trashMs);
    const deleted = await db
      .delete(from)
      .where(
        and(
          userId === undefined ? undefined : eq(table.userId, userId),
          isNotNull(table.deletedAt),
          sql`${table.deletedAt} <= ${cutoff.toISOString()}`,
        ),
      )
      .returning({ id: table.id });
    return deleted.length;
  }

  return {
    owned,
    trashed,
    find,
    read,
    lockWithinLimit,
    purgeExpired,

    /**
     * Writes `changes` in one statement and raises `version` by one. With `version`, the statement writes only while
     * the document is still at it; otherwise 409 with the document as it is now (read by `current`), nothing changed.
     */
    async update(userId: string, id: string, changes: Record<string, unknown>, version: number | undefined) {
      const [row] = (await db
        .update(table)
        .set({ ...changes, version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
        .where(and(owned(userId, id), version === undefined ? undefined : eq(table.version, version)))
        .returning()) as Row[];
      if (row) return row;
      if (version === undefined) throw new NotFound(messages.notFound);
      const current = await find(db, userId, id);
      if (!current) throw new NotFound(messages.notFound);
      throw new Conflict(messages.versionConflict, present(current));
    },

    /** Moves the document to Trash: out of every other read, back with `restore` for `trashDays` days. */
    async remove(userId: string, id: string): Promise<void> {
      const moved = await db
        .update(table)
        .set({ deletedAt: now() } as never)
        .where(owned(userId, id))
        .returning({ id: table.id });
      if (!moved.length) throw new NotFound(messages.notFound);
    },

    /** The user's documents in Trash, most recently deleted first; those past `trashDays` are purged first. */
    async trash(userId: string): Promise<TrashedRow[]> {
      await purgeExpired(userId);
      const rows = (await db
        .select({ id: table.id, title, deletedAt: table.deletedAt })
        .from(from)
        .where(and(eq(table.userId, userId), isNotNull(table.deletedAt)))
        .orderBy(desc(table.deletedAt))) as { id: string; title: string; deletedAt: Date }[];
      return rows.map(({ id, title, deletedAt }) => ({
        id,
        title,
        deletedAt: deletedAt.toISOString(),
        purgeAt: new Date(deletedAt.getTime() + trashMs).toISOString(),
      }));
    },

    /** Brings a document back from Trash, whole; counted against `maxPerUser` like a new one (422 past it). */
    async restore(userId: string, id: string): Promise<Row> {
      await purgeExpired(userId);
      return db.transaction(async (tx) => {
        const [inTrash] = await tx.select({ id: table.id }).from(from).where(trashed(userId, id));
        if (!inTrash) throw new NotFound(messages.notFound);
        await lockWithinLimit(tx, userId);
        const [restored] = (await tx
          .update(table)
          .set({ deletedAt: null } as never)
          .where(trashed(userId, id))
          .returning()) as Row[];
        return restored!;
      });
    },

    /** Deletes a document in Trash for good (what hangs on it goes with it). */
    async destroy(userId: string, id: string): Promise<void> {
      const deleted = await db.delete(from).where(trashed(userId, id)).returning({ id: table.id });
      if (!deleted.length) throw new NotFound(messages.notFound);
    },

    /** Every document of the user, those in Trash too, in id order, `batch` at a time (an export holds one batch). */
    async *stream(userId: string, batch: number): AsyncGenerator<Row> {
      let after: string | undefined;
      for (;;) {
        const rows = (await db
          .select()
          .from(from)
          .where(and(eq(table.userId, userId), after === undefined ? undefined : gt(table.id, after)))
          .orderBy(asc(table.id))
          .limit(batch)) as Row[];
        yield* rows;
        if (rows.length < batch) return;
        after = rows.at(-1)!.id;
      }
    },
  };
}
