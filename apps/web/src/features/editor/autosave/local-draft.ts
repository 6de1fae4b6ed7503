import {
  draftEmailSchema,
  storedResumeContentSchema,
  updateResumeBodySchema,
  type UpdateResumeBody,
} from '@vitae/schema';

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

/**
 * Each field a draft may hold, read as leniently as the server reads a stored resume: a draft is what the user has
 * not saved yet, often because the server refused it (an end before its start, a month typed half-way), so a rule it
 * breaks must not lose it. Only a field of the wrong shape is dropped, that field alone.
 */
const draftFieldSchemas: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }> = {
  ...storedResumeContentSchema.shape,
  email: draftEmailSchema,
  resumeTitle: updateResumeBodySchema.shape.resumeTitle,
  templateId: updateResumeBodySchema.shape.templateId,
};

/** The draft kept for this resume, if any and readable; each field cleaned like the server cleans it. */
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
    const fields: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(stored?.fields ?? {})) {
      const read = Object.hasOwn(draftFieldSchemas, field) ? draftFieldSchemas[field]!.safeParse(value) : undefined;
      if (read?.success) fields[field] = read.data;
    }
    if (Object.keys(fields).length === 0) return null;
    return { baseVersion, fields: fields as LocalDraft['fields'], savedAt: String(stored?.savedAt ?? '') };
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
