/**
 * Edits the server does not have yet, kept in this browser (localStorage, written synchronously, so a closing tab or
 * a crash right after a keystroke keeps it) until a save confirms them. One store per kind of document (a resume, a
 * cover letter), each under its own key prefix (docs/architecture.md, autosave).
 */
export interface LocalDraft<P> {
  /** The document version these edits were made on: restoring them sends it, so a moved document answers 409. */
  baseVersion: number;
  fields: P;
  savedAt: string;
}

/** Reads one stored field back: a field it does not accept is dropped, that field alone. */
export interface DraftFieldReader {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

export interface LocalDraftStore<P> {
  read(id: string): LocalDraft<P> | null;
  write(id: string, draft: LocalDraft<P>): void;
  clear(id: string): void;
}

/** A field kept as it was stored (its name alone is checked). */
export const anyValue: DraftFieldReader = { safeParse: (value) => ({ success: true, data: value }) };

/**
 * The draft store for one kind of document: `prefix` + the document's id is its key; `fields` reads each field a
 * draft may hold (a name not in it is dropped). A stored draft with no readable field or no valid version is none.
 */
export function createLocalDraftStore<P>({
  prefix,
  fields: readers,
}: {
  prefix: string;
  fields: Record<string, DraftFieldReader>;
}): LocalDraftStore<P> {
  const keyOf = (id: string) => `${prefix}${id}`;
  return {
    write(id, draft) {
      try {
        localStorage.setItem(keyOf(id), JSON.stringify(draft));
      } catch (error) {
        // Storage full or disabled: the server save still runs, only the crash safety net is missing.
        console.error('Keeping the draft on this device failed', error);
      }
    },
    read(id) {
      let raw: string | null;
      try {
        raw = localStorage.getItem(keyOf(id));
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const stored = JSON.parse(raw) as Partial<LocalDraft<Record<string, unknown>>> | null;
        const baseVersion = stored?.baseVersion;
        if (typeof baseVersion !== 'number' || !Number.isInteger(baseVersion) || baseVersion < 1) return null;
        const fields: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(stored?.fields ?? {})) {
          const read = Object.hasOwn(readers, field) ? readers[field]!.safeParse(value) : undefined;
          if (read?.success) fields[field] = read.data;
        }
        if (Object.keys(fields).length === 0) return null;
        return { baseVersion, fields: fields as P, savedAt: String(stored?.savedAt ?? '') };
      } catch {
        return null;
      }
    },
    clear(id) {
      try {
        localStorage.removeItem(keyOf(id));
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}
