import { and, desc, eq, inArray, type Database } from '@vitae/db';
import { VERSION_MESSAGES, type ResumeVersion, type ResumeVersionKind } from '@vitae/schema';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DomainError, NotFound } from './domain-errors.ts';
import { findOwned, type OwnedTable, type RowOf } from './owned-rows.ts';

/** An automatic snapshot is taken at most this often per document (counting versions of any kind). */
const AUTO_EVERY_MS = 60 * 60 * 1000;

/** A table of versions (resume_versions, cover_letter_versions): one row a snapshot of one document's content. */
export type VersionTable = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  name: AnyPgColumn;
  kind: AnyPgColumn;
  content: AnyPgColumn;
  createdAt: AnyPgColumn;
};

export interface VersionRow {
  id: string;
  userId: string;
  name: string;
  kind: ResumeVersionKind;
  content: Record<string, unknown>;
  createdAt: Date;
}

export interface VersionHistoryOptions<Documents extends OwnedTable> {
  db: Database;
  /** The documents' table and its versions' table. */
  documents: Documents;
  versions: VersionTable;
  /** The versions' column naming their document, and its key in an insert (`resumeId`, `coverLetterId`). */
  documentId: AnyPgColumn;
  documentKey: string;
  /** What a version holds of the document as it is in `row`. */
  contentOf: (row: RowOf<Documents>) => Record<string, unknown>;
  /** The module's text for a missing, foreign or trashed document. */
  notFound: string;
  /** The clock that dates versions and spaces automatic snapshots; tests move it. */
  now: () => Date;
  /** Automatic snapshots kept per document, the oldest dropped first. */
  maxAuto: number;
}

const toVersion = ({ id, name, kind, createdAt }: Pick<VersionRow, 'id' | 'name' | 'kind' | 'createdAt'>) =>
  ({ _id: id, name, kind, createdAt: createdAt.toISOString() }) satisfies ResumeVersion;

/** "2025-03-14 09:26 UTC": how a restore names a version that has no name of its own. */
const dateName = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * History, the one mechanism of resumes and cover letters (docs/architecture.md, "History"): versions saved
 * by name, automatic ones at most one an hour while editing (the newest `maxAuto` kept), one taken before each restore
 * and dropped when the restore fails. Scoped to the owner: another user's document, or one in Trash, answers 404 with
 * `notFound`, and a version is only found under its own document. Knows no HTTP.
 */
export function createVersionHistory<Documents extends OwnedTable>({
  db,
  documents,
  versions,
  documentId,
  documentKey,
  contentOf,
  notFound,
  now,
  maxAuto,
}: VersionHistoryOptions<Documents>) {
  type Row = RowOf<Documents>;
  // Drizzle's builders do not narrow a generic table; the rows are the table's own.
  const versionsTable = versions as PgTable;
  const ofDocument = (userId: string, id: string) => and(eq(documentId, id), eq(versions.userId, userId));

  async function readDocument(userId: string, id: string): Promise<Row> {
    const row = await findOwned(db, documents, userId, id);
    if (!row) throw new NotFound(notFound);
    return row;
  }

  async function readVersion(userId: string, id: string, versionId: string): Promise<VersionRow> {
    const [row] = (await db
      .select()
      .from(versionsTable)
      .where(and(eq(versions.id, versionId), ofDocument(userId, id)))) as unknown as VersionRow[];
    if (!row) throw new NotFound(VERSION_MESSAGES.notFound);
    return row;
  }

  async function insert(
    executor: Pick<Database, 'insert'>,
    row: Row,
    kind: ResumeVersionKind,
    name: string,
  ): Promise<VersionRow> {
    const [inserted] = (await executor
      .insert(versionsTable)
      .values({ [documentKey]: row.id, userId: row.userId, kind, name, content: contentOf(row), createdAt: now() })
      .returning()) as unknown as VersionRow[];
    return inserted!;
  }

  return {
    readDocument,
    readVersion,

    /** The document's versions, newest first, without their content. */
    async list(userId: string, id: string): Promise<ResumeVersion[]> {
      await readDocument(userId, id);
      const rows = (await db
        .select({ id: versions.id, name: versions.name, kind: versions.kind, createdAt: versions.createdAt })
        .from(versionsTable)
        .where(ofDocument(userId, id))
        .orderBy(desc(versions.createdAt), desc(versions.id))) as VersionRow[];
      return rows.map(toVersion);
    },

    /** "Save version": the document as it is now, under `name` (already validated). Kept however many there are. */
    async save(userId: string, id: string, name: string): Promise<ResumeVersion> {
      return toVersion(await insert(db, await readDocument(userId, id), 'manual', name));
    },

    /**
     * Snapshots the document as it is (kind 'restore', "Before restoring “…”"), then runs the write `plan` made of
     * it and the version (planned before the snapshot, run after). A write that fails with a domain error (a 409 from
     * a save landing in between) keeps no snapshot.
     */
    async restore<Result>(
      userId: string,
      id: string,
      versionId: string,
      plan: (current: Row, version: VersionRow) => () => Promise<Result>,
    ): Promise<Result> {
      const current = await readDocument(userId, id);
      const version = await readVersion(userId, id, versionId);
      const write = plan(current, version);
      const snapshot = await insert(
        db,
        current,
        'restore',
        VERSION_MESSAGES.beforeRestoring(version.name || dateName(version.createdAt)),
      );
      try {
        return await write();
      } catch (error) {
        if (error instanceof DomainError) await db.delete(versionsTable).where(eq(versions.id, snapshot.id));
        throw error;
      }
    },

    /**
     * Before a write of the editor: when the document's newest version of any kind is an hour old or more, or it has
     * none, snapshots it as it is (kind 'auto') and drops the oldest automatic snapshots past `maxAuto`. A missing or
     * foreign document is left for the write to answer.
     */
    async autoSnapshot(userId: string, id: string): Promise<void> {
      const due = async (executor: Pick<Database, 'select'>) => {
        const [newest] = (await executor
          .select({ createdAt: versions.createdAt })
          .from(versionsTable)
          .where(ofDocument(userId, id))
          .orderBy(desc(versions.createdAt))
          .limit(1)) as { createdAt: Date }[];
        return !newest || now().getTime() - newest.createdAt.getTime() >= AUTO_EVERY_MS;
      };
      if (!(await due(db))) return;
      await db.transaction(async (tx) => {
        // The document's row, locked: parallel saves take one snapshot between them.
        const row = await findOwned(tx, documents, userId, id, true);
        if (!row || !(await due(tx))) return;
        await insert(tx, row, 'auto', '');
        const overflow = (await tx
          .select({ id: versions.id })
          .from(versionsTable)
          .where(and(ofDocument(userId, id), eq(versions.kind, 'auto')))
          .orderBy(desc(versions.createdAt), desc(versions.id))
          .offset(maxAuto)) as { id: string }[];
        if (overflow.length) {
          await tx.delete(versionsTable).where(
            inArray(
              versions.id,
              overflow.map(({ id }) => id),
            ),
          );
        }
      });
    },
  };
}
