import { MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { registerUnsavedChanges } from '../unsaved-changes.ts';
import type { LocalDraft, LocalDraftStore } from './local-draft.ts';

export type SaveStatus<D, F extends string> =
  | { state: 'idle' }
  /** Edits wait for the pause in typing (or for the save in flight). */
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** `retrying`: another attempt is scheduled (network or server trouble); otherwise the server refused the edit. */
  | { state: 'failed'; message: string; retrying: boolean }
  /** Some edits break a rule (a half-typed email, an empty title): they are kept here and saved once they pass. */
  | { state: 'invalid'; message: string }
  /** The document changed elsewhere: nothing more is saved until the user picks a version. */
  | { state: 'conflict'; theirs: D; fields: F[] };

/** Edits are saved this long after the last one (and at once on step change, hiding the page, or Save). */
export const AUTOSAVE_DELAY_MS = 1000;
/** Waits between attempts after a failed save, the last one repeated. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];

export interface AutosaveOptions {
  delayMs?: number;
  retryDelaysMs?: readonly number[];
}

/** A zod schema of the PATCH body, read for its per-field messages. */
interface BodySchema {
  safeParse(
    body: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** What one kind of document (a resume, a cover letter) gives the autosave. */
export interface DocumentAutosaveConfig<D extends { version: number }, F extends string, P extends object> {
  /** The fields the editor may change (`version` travels with every save). */
  isField: (key: unknown) => key is F;
  /** The fields as the PATCH sends them. */
  pick: (doc: D, fields: Iterable<F>) => P;
  /** The PATCH body's schema: edits it refuses wait, said, until they pass. */
  bodySchema: BodySchema;
  /** The PATCH: the document as saved, or throws (`conflictOf` reads a 409 from it). */
  save: (id: string, body: P & { version: number }) => Promise<D>;
  /** The other version, when the error is the save's 409. */
  conflictOf: (error: unknown) => D | undefined;
  /** Where unsaved edits wait on this device. */
  drafts: LocalDraftStore<P>;
  /** The document's query (set to each saved copy) and its list's (refetched after a save). */
  queryKey: (id: string) => QueryKey;
  listQueryKey: QueryKey;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const retriable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** Fields whose value differs between two versions of a document, among `fields`, as the PATCH would send them. */
function differingFieldsOf<D, F extends string, P extends object>(
  pick: (doc: D, fields: Iterable<F>) => P,
  mine: D,
  theirs: D,
  fields: Iterable<F>,
): F[] {
  const value = (doc: D, field: F) => (pick(doc, [field]) as Record<string, unknown>)[field];
  return [...fields].filter((field) => !same(value(mine, field), value(theirs, field)));
}

/**
 * The editor's copy of a document and the one way it reaches the server (docs/architecture.md, autosave), shared by
 * the resume and the cover letter editors. Every edit changes the copy at once, is kept on this device at once, and
 * is saved after a pause in typing; one save runs at a time, naming the version it edits, so a document changed
 * elsewhere is never overwritten (409: the user's words stay and the user chooses). Failed saves are retried with
 * backoff and said, never silent; nothing is dropped until the server has it.
 */
export function useDocumentAutosave<D extends { version: number }, F extends string, P extends object>(
  config: DocumentAutosaveConfig<D, F, P>,
  id: string,
  initial: D | undefined,
  options: AutosaveOptions = {},
) {
  const { delayMs = AUTOSAVE_DELAY_MS, retryDelaysMs = RETRY_DELAYS_MS } = options;
  // The config is a module constant of each editor; a ref keeps the callbacks below stable all the same.
  const configRef = useRef(config);
  useLayoutEffect(() => {
    configRef.current = config;
  });
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (body: P & { version: number }) => configRef.current.save(id, body),
  });
  const [doc, setDoc] = useState<D>();
  const [status, setStatus] = useState<SaveStatus<D, F>>({ state: 'idle' });
  const [restorable, setRestorable] = useState<LocalDraft<P> | null>(null);

  const current = useRef<D | undefined>(undefined);
  const version = useRef(0);
  const dirty = useRef(new Set<F>());
  const sending = useRef(new Set<F>());
  const conflicted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempts = useRef(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saveOnceRef = useRef<() => Promise<void>>(async () => {});

  const hasUnsaved = useCallback(() => dirty.current.size > 0 || sending.current.size > 0 || conflicted.current, []);

  const keepLocal = useCallback(() => {
    const now = current.current;
    if (!now) return;
    const unsaved = new Set([...dirty.current, ...sending.current]);
    if (unsaved.size === 0) return;
    configRef.current.drafts.write(id, {
      baseVersion: version.current,
      fields: configRef.current.pick(now, unsaved),
      savedAt: new Date().toISOString(),
    });
  }, [id]);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const run = chain.current.then(
      () => saveOnceRef.current(),
      () => saveOnceRef.current(),
    );
    chain.current = run.catch(() => {});
    return run;
  }, []);

  const schedule = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(() => {}), ms);
    },
    [flush],
  );

  // One save of what is dirty now; kept in a ref so timers and event listeners always run the latest closure.
  const saveOnce = async () => {
    const { isField, pick, bodySchema, conflictOf, drafts, queryKey, listQueryKey } = configRef.current;
    const now = current.current;
    if (!now || conflicted.current || dirty.current.size === 0) return;
    const body = pick(now, dirty.current) as Record<string, unknown>;
    const checked = bodySchema.safeParse(body);
    const invalid = checked.success ? [] : checked.error.issues.filter((issue) => isField(issue.path[0]));
    for (const issue of invalid) delete body[issue.path[0] as string];
    const invalidStatus = invalid[0] && ({ state: 'invalid', message: invalid[0].message } as const);
    const fields = Object.keys(body).filter(isField);
    if (fields.length === 0) {
      if (invalidStatus) setStatus(invalidStatus);
      return;
    }
    for (const field of fields) {
      dirty.current.delete(field);
      sending.current.add(field);
    }
    setStatus({ state: 'saving' });
    try {
      const saved = await mutateAsync({ ...(body as P), version: version.current });
      version.current = saved.version;
      attempts.current = 0;
      sending.current.clear();
      queryClient.setQueryData(queryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: listQueryKey });
      if (dirty.current.size > 0) {
        keepLocal();
        if (invalidStatus) setStatus(invalidStatus);
        else {
          setStatus({ state: 'pending' });
          schedule(delayMs);
        }
      } else {
        drafts.clear(id);
        setStatus({ state: 'saved' });
      }
    } catch (error) {
      for (const field of fields) {
        sending.current.delete(field);
        dirty.current.add(field);
      }
      keepLocal();
      const theirs = conflictOf(error);
      if (theirs) {
        conflicted.current = true;
        const mine = current.current ?? now;
        const changed = differingFieldsOf(pick, mine, theirs, dirty.current);
        setStatus({ state: 'conflict', theirs, fields: changed.length ? changed : [...dirty.current] });
      } else if (retriable(error)) {
        const wait = retryDelaysMs[Math.min(attempts.current, retryDelaysMs.length - 1)] ?? delayMs;
        attempts.current += 1;
        schedule(wait);
        setStatus({ state: 'failed', message: MESSAGES.autosaveFailed, retrying: true });
      } else {
        const message = error instanceof ApiError ? error.message : MESSAGES.autosaveFailed;
        setStatus({ state: 'failed', message, retrying: false });
      }
      throw error;
    }
  };

  useLayoutEffect(() => {
    saveOnceRef.current = saveOnce;
  });

  // The first copy comes from the server; edits kept on this device from an earlier visit are offered back. An effect
  // on purpose: it synchronises with an external store (this browser's draft) once, when the server's copy arrives.
  useEffect(() => {
    if (!initial || current.current) return;
    const { isField, pick, drafts } = configRef.current;
    current.current = initial;
    version.current = initial.version;
    setDoc(initial);
    const draft = drafts.read(id);
    if (!draft) return;
    const kept = draft.fields as Record<string, unknown>;
    const changed = Object.keys(kept).filter(
      (field) => isField(field) && !same(kept[field], (pick(initial, [field]) as Record<string, unknown>)[field]),
    );
    if (changed.length > 0) setRestorable(draft);
    else drafts.clear(id);
  }, [initial, id]);

  const update = useCallback(
    (change: P | ((doc: D) => P)) => {
      if (!current.current) return;
      // A function reads the document as it is now: an Undo clicked in a toast long after its render changes the newest.
      const patch = typeof change === 'function' ? change(current.current) : change;
      current.current = { ...current.current, ...patch };
      setDoc(current.current);
      for (const key of Object.keys(patch)) if (configRef.current.isField(key)) dirty.current.add(key);
      keepLocal();
      if (conflicted.current) return;
      setStatus((now) => (now.state === 'failed' && now.retrying ? now : { state: 'pending' }));
      if (attempts.current === 0) schedule(delayMs);
    },
    [delayMs, keepLocal, schedule],
  );

  /** Save these fields now (a step's Save button); rejects if they could not be saved. */
  const save = useCallback(
    async (patch: P) => {
      update(patch);
      await flush();
      const left = Object.keys(patch).filter((field) => dirty.current.has(field as F));
      if (left.length > 0 || conflicted.current) throw new Error(MESSAGES.autosaveFailed);
    },
    [flush, update],
  );

  const resolveConflict = useCallback(
    (keep: 'mine' | 'theirs') => {
      if (status.state !== 'conflict' || !current.current) return;
      const { theirs } = status;
      version.current = theirs.version;
      conflicted.current = false;
      attempts.current = 0;
      if (keep === 'mine') {
        current.current = { ...theirs, ...configRef.current.pick(current.current, dirty.current) };
        setDoc(current.current);
        keepLocal();
        setStatus({ state: 'pending' });
        void flush().catch(() => {});
      } else {
        current.current = theirs;
        dirty.current.clear();
        configRef.current.drafts.clear(id);
        setDoc(theirs);
        queryClient.setQueryData(configRef.current.queryKey(id), theirs);
        setStatus({ state: 'saved' });
      }
    },
    [flush, keepLocal, queryClient, id, status],
  );

  const restoreDraft = useCallback(() => {
    if (!restorable) return;
    setRestorable(null);
    // Saved against the version the edits were made on: if the document moved since, the save answers 409.
    version.current = restorable.baseVersion;
    update(restorable.fields);
    void flush().catch(() => {});
  }, [flush, restorable, update]);

  const discardDraft = useCallback(() => {
    setRestorable(null);
    configRef.current.drafts.clear(id);
  }, [id]);

  // Save at once when the page is hidden or loses focus; ask before a tab with unsaved edits closes.
  useEffect(() => {
    const saveNow = () => {
      if (dirty.current.size > 0) {
        keepLocal();
        void flush().catch(() => {});
      }
    };
    const onVisibility = () => document.visibilityState === 'hidden' && saveNow();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', saveNow);
    window.addEventListener('blur', saveNow);
    window.addEventListener('beforeunload', onBeforeUnload);
    const unregister = registerUnsavedChanges(hasUnsaved);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveNow);
      window.removeEventListener('blur', saveNow);
      window.removeEventListener('beforeunload', onBeforeUnload);
      unregister();
    };
  }, [flush, hasUnsaved, keepLocal]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    doc,
    status,
    update,
    save,
    flush,
    hasUnsaved,
    resolveConflict,
    restorable,
    restoreDraft,
    discardDraft,
  };
}

export type DocumentAutosave<D extends { version: number }, F extends string, P extends object> = ReturnType<
  typeof useDocumentAutosave<D, F, P>
>;
