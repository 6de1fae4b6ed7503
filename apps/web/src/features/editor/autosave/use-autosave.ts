import {
  MESSAGES,
  RESUME_CONTENT_FIELDS,
  updateResumeBodySchema,
  type Resume,
  type UpdateResumeBody,
} from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { registerUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import type { ResumeFields } from '../../../lib/resumes/editor-context.tsx';
import { ResumeConflictError, updateResume } from '../../../lib/resumes/update-resume.ts';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft.ts';

export type EditableField = Exclude<keyof UpdateResumeBody, 'version'>;
export type { ResumeFields };

export type SaveStatus =
  | { state: 'idle' }
  /** Edits wait for the pause in typing (or for the save in flight). */
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** `retrying`: another attempt is scheduled (network or server trouble); otherwise the server refused the edit. */
  | { state: 'failed'; message: string; retrying: boolean }
  /** Some edits break a rule (a half-typed email): they are kept here and saved once they pass. */
  | { state: 'invalid'; message: string }
  /** The resume changed elsewhere: nothing more is saved until the user picks a version. */
  | { state: 'conflict'; theirs: Resume; fields: EditableField[] };

/** Edits are saved this long after the last one (and at once on step change, hiding the page, or Save). */
export const AUTOSAVE_DELAY_MS = 1000;
/** Waits between attempts after a failed save, the last one repeated. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];

const EDITABLE: ReadonlySet<string> = new Set<EditableField>(['resumeTitle', 'templateId', ...RESUME_CONTENT_FIELDS]);
const isEditable = (key: unknown): key is EditableField => typeof key === 'string' && EDITABLE.has(key);

/** Lists whose items' `id` is data (a section of the user's own is named by it in design.sectionOrder). */
const KEEPS_IDS: ReadonlySet<EditableField> = new Set<EditableField>(['customSections']);

/** The fields as a PATCH sends them: list items carry no id (but custom sections do). */
function pick(resume: Resume, fields: Iterable<EditableField>): ResumeFields {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = resume[field];
    body[field] =
      Array.isArray(value) && !KEEPS_IDS.has(field)
        ? value.map((item: unknown) => {
            if (!item || typeof item !== 'object' || !('id' in item)) return item;
            const { id: _id, ...rest } = item as Record<string, unknown>;
            return rest;
          })
        : value;
  }
  return body as ResumeFields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields whose value differs between two versions of a resume, among `fields`. */
export function differingFields(mine: Resume, theirs: Resume, fields: Iterable<EditableField>): EditableField[] {
  return [...fields].filter((field) => !same(pick(mine, [field])[field], pick(theirs, [field])[field]));
}

const retriable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

export interface AutosaveOptions {
  delayMs?: number;
  retryDelaysMs?: readonly number[];
}

/**
 * The editor's copy of a resume and the one way it reaches the server. Every edit changes the copy at once, is kept
 * on this device at once, and is saved after a pause in typing; one save runs at a time, naming the version it edits,
 * so a resume changed elsewhere is never overwritten (409: the user chooses). Failed saves are retried with backoff;
 * nothing is dropped until the server has it.
 */
export function useAutosave(resumeId: string, initial: Resume | undefined, options: AutosaveOptions = {}) {
  const { delayMs = AUTOSAVE_DELAY_MS, retryDelaysMs = RETRY_DELAYS_MS } = options;
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({ mutationFn: (body: UpdateResumeBody) => updateResume(resumeId, body) });
  const [resume, setResume] = useState<Resume>();
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [restorable, setRestorable] = useState<LocalDraft | null>(null);

  const current = useRef<Resume | undefined>(undefined);
  const version = useRef(0);
  const dirty = useRef(new Set<EditableField>());
  const sending = useRef(new Set<EditableField>());
  const conflicted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempts = useRef(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saveOnceRef = useRef<() => Promise<void>>(async () => {});

  const hasUnsaved = useCallback(() => dirty.current.size > 0 || sending.current.size > 0 || conflicted.current, []);

  const keepLocal = useCallback(() => {
    const resume = current.current;
    if (!resume) return;
    const unsaved = new Set([...dirty.current, ...sending.current]);
    if (unsaved.size === 0) return;
    writeLocalDraft(resumeId, {
      baseVersion: version.current,
      fields: pick(resume, unsaved),
      savedAt: new Date().toISOString(),
    });
  }, [resumeId]);

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
    const resume = current.current;
    if (!resume || conflicted.current || dirty.current.size === 0) return;
    const body: Record<string, unknown> = pick(resume, dirty.current);
    const checked = updateResumeBodySchema.safeParse(body);
    const invalid = checked.success ? [] : checked.error.issues.filter((issue) => isEditable(issue.path[0]));
    for (const issue of invalid) delete body[issue.path[0] as string];
    const invalidStatus = invalid[0] && ({ state: 'invalid', message: invalid[0].message } as const);
    const fields = Object.keys(body).filter(isEditable);
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
      const saved = await mutateAsync({ ...body, version: version.current } as UpdateResumeBody);
      version.current = saved.version;
      attempts.current = 0;
      sending.current.clear();
      queryClient.setQueryData(resumeQueryKey(resumeId), saved);
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      if (dirty.current.size > 0) {
        keepLocal();
        if (invalidStatus) setStatus(invalidStatus);
        else {
          setStatus({ state: 'pending' });
          schedule(delayMs);
        }
      } else {
        clearLocalDraft(resumeId);
        setStatus({ state: 'saved' });
      }
    } catch (error) {
      for (const field of fields) {
        sending.current.delete(field);
        dirty.current.add(field);
      }
      keepLocal();
      if (error instanceof ResumeConflictError) {
        conflicted.current = true;
        const mine = current.current ?? resume;
        const changed = differingFields(mine, error.current, dirty.current);
        setStatus({ state: 'conflict', theirs: error.current, fields: changed.length ? changed : [...dirty.current] });
      } else if (retriable(error)) {
        const wait = retryDelaysMs[Math.min(attempts.current, retryDelaysMs.length - 1)] ?? AUTOSAVE_DELAY_MS;
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
    setResume(initial);
    const draft = readLocalDraft(resumeId);
    if (!draft) return;
    const changed = Object.keys(draft.fields).filter(
      (field) => isEditable(field) && !same(draft.fields[field], pick(initial, [field])[field]),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (changed.length > 0) setRestorable(draft);
    else clearLocalDraft(resumeId);
  }, [initial, resumeId]);

  const update = useCallback(
    (change: ResumeFields | ((resume: Resume) => ResumeFields)) => {
      if (!current.current) return;
      // A function reads the resume as it is now: an Undo clicked in a toast long after its render changes the newest.
      const patch = typeof change === 'function' ? change(current.current) : change;
      current.current = { ...current.current, ...patch } as Resume;
      setResume(current.current);
      for (const key of Object.keys(patch)) if (isEditable(key)) dirty.current.add(key);
      keepLocal();
      if (conflicted.current) return;
      setStatus((status) => (status.state === 'failed' && status.retrying ? status : { state: 'pending' }));
      if (attempts.current === 0) schedule(delayMs);
    },
    [delayMs, keepLocal, schedule],
  );

  /** Save these fields now (a step's Save button); rejects if they could not be saved. */
  const save = useCallback(
    async (patch: ResumeFields) => {
      update(patch);
      await flush();
      const left = Object.keys(patch).filter((field) => dirty.current.has(field as EditableField));
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
        current.current = { ...theirs, ...pick(current.current, dirty.current) } as Resume;
        setResume(current.current);
        keepLocal();
        setStatus({ state: 'pending' });
        void flush().catch(() => {});
      } else {
        current.current = theirs;
        dirty.current.clear();
        clearLocalDraft(resumeId);
        setResume(theirs);
        queryClient.setQueryData(resumeQueryKey(resumeId), theirs);
        setStatus({ state: 'saved' });
      }
    },
    [flush, keepLocal, queryClient, resumeId, status],
  );

  const restoreDraft = useCallback(() => {
    if (!restorable) return;
    setRestorable(null);
    // Saved against the version the edits were made on: if the resume moved since, the save answers 409.
    version.current = restorable.baseVersion;
    update(restorable.fields);
    void flush().catch(() => {});
  }, [flush, restorable, update]);

  const discardDraft = useCallback(() => {
    setRestorable(null);
    clearLocalDraft(resumeId);
  }, [resumeId]);

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
    resume,
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

export type Autosave = ReturnType<typeof useAutosave>;
