import { updateResumeBodySchema, type UpdateResumeBody } from '@vitae/schema';

/**
 * Edits the server does not have yet, kept in this browser (localStorage, written synchronously, so a closing tab or
 * a crash right after a keystroke keeps it) until a save confirms them.
 */
export interface LocalDraft {
  /** The resume version these edits were made on: restoring them sends it, so a moved resume answers 409. */
  baseVersion: number;
  fields: Omit<UpdateResumeBody, 'version'>;
  savedAt: string;
}

const keyOf = (resumeId: string) => `vitae.draft.${resumeId}`;

export function writeLocalDraft(resumeId: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(keyOf(resumeId), JSON.stringify(draft));
  } catch (error) {
    // Storage full or disabled: the server save still runs, only the crash safety net is missing.
    console.error('Keeping the draft on this device failed', error);
  }
}

/** The draft kept for this resume, if any and readable; the fields pass the same schema as a PATCH body. */
export function readLocalDraft(resumeId: string): LocalDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(keyOf(resumeId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<LocalDraft> | null;
    const baseVersion = stored?.baseVersion;
    if (typeof baseVersion !== 'number' || !Number.isInteger(baseVersion) || baseVersion < 1) return null;
    const { version: _version, ...fields } = updateResumeBodySchema.parse(stored?.fields);
    return { baseVersion, fields, savedAt: String(stored?.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function clearLocalDraft(resumeId: string): void {
  try {
    localStorage.removeItem(keyOf(resumeId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
