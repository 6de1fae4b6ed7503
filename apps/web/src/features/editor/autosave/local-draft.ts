import {
  draftEmailSchema,
  storedResumeContentSchema,
  updateResumeBodySchema,
  type UpdateResumeBody,
} from '@vitae/schema';
import { createLocalDraftStore, type LocalDraft as DocumentDraft } from '../../../lib/autosave/local-draft.ts';

/** A resume's edits the server does not have yet, kept in this browser (lib/autosave/local-draft.ts). */
export type LocalDraft = DocumentDraft<Omit<UpdateResumeBody, 'version'>>;

/**
 * Each field a draft may hold, read as leniently as the server reads a stored resume: a draft is what the user has
 * not saved yet, often because the server refused it (an end before its start, a month typed half-way), so a rule it
 * breaks must not lose it. Only a field of the wrong shape is dropped, that field alone.
 */
export const resumeDrafts = createLocalDraftStore<LocalDraft['fields']>({
  prefix: 'vitae.draft.',
  fields: {
    ...storedResumeContentSchema.shape,
    email: draftEmailSchema,
    resumeTitle: updateResumeBodySchema.shape.resumeTitle,
    templateId: updateResumeBodySchema.shape.templateId,
  },
});

export const writeLocalDraft = (resumeId: string, draft: LocalDraft): void => resumeDrafts.write(resumeId, draft);
/** The draft kept for this resume, if any and readable; each field cleaned like the server cleans it. */
export const readLocalDraft = (resumeId: string): LocalDraft | null => resumeDrafts.read(resumeId);
export const clearLocalDraft = (resumeId: string): void => resumeDrafts.clear(resumeId);
