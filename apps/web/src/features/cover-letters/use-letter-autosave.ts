import { MESSAGES, updateCoverLetterBodySchema, type CoverLetter, type UpdateCoverLetterBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { registerUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { coverLetterQueryKey } from './api/get-cover-letter.ts';
import { coverLettersQueryKey } from './api/get-cover-letters.ts';
import { CoverLetterConflictError, updateCoverLetter } from './api/update-cover-letter.ts';

/** What the editor may change; `version` travels with every save. */
export const LETTER_FIELDS = ['title', 'resumeId', 'applicationId', 'body', 'recipient'] as const;
export type LetterField = (typeof LETTER_FIELDS)[number];
export type LetterFields = Partial<Pick<CoverLetter, LetterField>>;

export type LetterSaveStatus =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** `retrying`: another attempt is scheduled (network or server trouble); otherwise the server refused the edit. */
  | { state: 'failed'; message: string; retrying: boolean }
  /** Some edits break a rule (an empty title): they are kept here and saved once they pass. */
  | { state: 'invalid'; message: string }
  /** The letter changed elsewhere: nothing more is saved until the user picks a version. */
  | { state: 'conflict'; theirs: CoverLetter };

/** The same pace as the resume editor's autosave (features/editor/autosave). */
export const LETTER_AUTOSAVE_DELAY_MS = 1000;
export const LETTER_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];

const isField = (key: unknown): key is LetterField =>
  typeof key === 'string' && (LETTER_FIELDS as readonly string[]).includes(key);

const retriable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

const draftKey = (id: string) => `vitae.letter-draft.${id}`;

/** Edits the server does not have yet, kept in this browser until a save confirms them (as the resume editor's). */
export interface LetterLocalDraft {
  baseVersion: number;
  fields: LetterFields;
  savedAt: string;
}

export function readLetterDraft(id: string): LetterLocalDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(draftKey(id)) ?? 'null') as Partial<LetterLocalDraft> | null;
    if (!stored || typeof stored.baseVersion !== 'number' || !stored.fields) return null;
    const fields = Object.fromEntries(Object.entries(stored.fields).filter(([key]) => isField(key))) as LetterFields;
    if (Object.keys(fields).length === 0) return null;
    return { baseVersion: stored.baseVersion, fields, savedAt: String(stored.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function clearLetterDraft(id: string): void {
  try {
    localStorage.removeItem(draftKey(id));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

function writeLetterDraft(id: string, draft: LetterLocalDraft): void {
  try {
    localStorage.setItem(draftKey(id), JSON.stringify(draft));
  } catch (error) {
    // Storage full or disabled: the server save still runs, only the crash safety net is missing.
    console.error('Keeping the letter draft on this device failed', error);
  }
}

const pick = (letter: CoverLetter, fields: Iterable<LetterField>): LetterFields =>
  Object.fromEntries([...fields].map((field) => [field, letter[field]])) as LetterFields;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The letter editor's copy and its one way to the server, with the resume editor's guarantees
 * (docs/architecture.md, autosave): every edit shows at once and is kept on this device at once; it is saved after a
 * pause in typing, one save at a time, naming the version it edits, so a letter changed elsewhere is never
 * overwritten (409: the user's text stays and the user chooses); failures are retried with backoff and said, never
 * silent; nothing is dropped until the server has it.
 */
export function useLetterAutosave(
  id: string,
  initial: CoverLetter | undefined,
  { delayMs = LETTER_AUTOSAVE_DELAY_MS, retryDelaysMs = LETTER_RETRY_DELAYS_MS } = {},
) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({ mutationFn: (body: UpdateCoverLetterBody) => updateCoverLetter(id, body) });
  const [letter, setLetter] = useState<CoverLetter>();
  const [status, setStatus] = useState<LetterSaveStatus>({ state: 'idle' });
  const [restorable, setRestorable] = useState<LetterLocalDraft | null>(null);

  const current = useRef<CoverLetter | undefined>(undefined);
  const version = useRef(0);
  const dirty = useRef(new Set<LetterField>());
  const sending = useRef(new Set<LetterField>());
  const conflicted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempts = useRef(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saveOnceRef = useRef<() => Promise<void>>(async () => {});

  const hasUnsaved = useCallback(() => dirty.current.size > 0 || sending.current.size > 0 || conflicted.current, []);

  const keepLocal = useCallback(() => {
    const now = current.current;
    const unsaved = new Set([...dirty.current, ...sending.current]);
    if (!now || unsaved.size === 0) return;
    writeLetterDraft(id, {
      baseVersion: version.current,
      fields: pick(now, unsaved),
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

  const saveOnce = async () => {
    const now = current.current;
    if (!now || conflicted.current || dirty.current.size === 0) return;
    const body: Record<string, unknown> = pick(now, dirty.current);
    const checked = updateCoverLetterBodySchema.safeParse(body);
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
      const saved = await mutateAsync({ ...body, version: version.current } as UpdateCoverLetterBody);
      version.current = saved.version;
      attempts.current = 0;
      sending.current.clear();
      queryClient.setQueryData(coverLetterQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey });
      if (dirty.current.size > 0) {
        keepLocal();
        if (invalidStatus) setStatus(invalidStatus);
        else {
          setStatus({ state: 'pending' });
          schedule(delayMs);
        }
      } else {
        clearLetterDraft(id);
        setStatus({ state: 'saved' });
      }
    } catch (error) {
      for (const field of fields) {
        sending.current.delete(field);
        dirty.current.add(field);
      }
      keepLocal();
      if (error instanceof CoverLetterConflictError) {
        conflicted.current = true;
        setStatus({ state: 'conflict', theirs: error.current });
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
    current.current = initial;
    version.current = initial.version;
    setLetter(initial);
    const draft = readLetterDraft(id);
    if (!draft) return;
    const changed = Object.entries(draft.fields).some(([field, value]) => !same(value, initial[field as LetterField]));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (changed) setRestorable(draft);
    else clearLetterDraft(id);
  }, [initial, id]);

  const update = useCallback(
    (change: LetterFields | ((letter: CoverLetter) => LetterFields)) => {
      if (!current.current) return;
      // A function reads the letter as it is now: an Undo clicked in a toast long after its render changes the newest.
      const patch = typeof change === 'function' ? change(current.current) : change;
      current.current = { ...current.current, ...patch };
      setLetter(current.current);
      for (const key of Object.keys(patch)) if (isField(key)) dirty.current.add(key);
      keepLocal();
      if (conflicted.current) return;
      setStatus((now) => (now.state === 'failed' && now.retrying ? now : { state: 'pending' }));
      if (attempts.current === 0) schedule(delayMs);
    },
    [delayMs, keepLocal, schedule],
  );

  const resolveConflict = useCallback(
    (keep: 'mine' | 'theirs') => {
      if (status.state !== 'conflict' || !current.current) return;
      const { theirs } = status;
      version.current = theirs.version;
      conflicted.current = false;
      attempts.current = 0;
      if (keep === 'mine') {
        current.current = { ...theirs, ...pick(current.current, dirty.current) };
        setLetter(current.current);
        keepLocal();
        setStatus({ state: 'pending' });
        void flush().catch(() => {});
      } else {
        current.current = theirs;
        dirty.current.clear();
        clearLetterDraft(id);
        setLetter(theirs);
        queryClient.setQueryData(coverLetterQueryKey(id), theirs);
        setStatus({ state: 'saved' });
      }
    },
    [flush, keepLocal, queryClient, id, status],
  );

  const restoreDraft = useCallback(() => {
    if (!restorable) return;
    setRestorable(null);
    // Saved against the version the edits were made on: if the letter moved since, the save answers 409.
    version.current = restorable.baseVersion;
    update(restorable.fields);
    void flush().catch(() => {});
  }, [flush, restorable, update]);

  const discardDraft = useCallback(() => {
    setRestorable(null);
    clearLetterDraft(id);
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

  return { letter, status, update, flush, hasUnsaved, resolveConflict, restorable, restoreDraft, discardDraft };
}

export type LetterAutosave = ReturnType<typeof useLetterAutosave>;
