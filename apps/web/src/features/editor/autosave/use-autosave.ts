import { RESUME_CONTENT_FIELDS, updateResumeBodySchema, type Resume, type UpdateResumeBody } from '@vitae/schema';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import type { ResumeFields } from '../../../lib/resumes/editor-context.tsx';
import { ResumeConflictError, updateResume } from '../../../lib/resumes/update-resume.ts';
import {
  useDocumentAutosave,
  type AutosaveOptions,
  type DocumentAutosaveConfig,
  type SaveStatus as DocumentSaveStatus,
} from '../../../lib/autosave/use-document-autosave.ts';
import { resumeDrafts } from './local-draft.ts';

export type EditableField = Exclude<keyof UpdateResumeBody, 'version'>;
export type { ResumeFields };
export type SaveStatus = DocumentSaveStatus<Resume, EditableField>;

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

const RESUME_AUTOSAVE: DocumentAutosaveConfig<Resume, EditableField, ResumeFields> = {
  isField: isEditable,
  pick,
  bodySchema: updateResumeBodySchema,
  save: (resumeId, body) => updateResume(resumeId, body as UpdateResumeBody),
  conflictOf: (error) => (error instanceof ResumeConflictError ? error.current : undefined),
  drafts: resumeDrafts,
  queryKey: resumeQueryKey,
  listQueryKey: resumesQueryKey,
};

/**
 * The editor's copy of a resume and the one way it reaches the server: the shared autosave (lib/autosave) with the
 * resume's fields, PATCH and draft key.
 */
export function useAutosave(resumeId: string, initial: Resume | undefined, options: AutosaveOptions = {}) {
  const { doc, ...autosave } = useDocumentAutosave(RESUME_AUTOSAVE, resumeId, initial, options);
  return { resume: doc, ...autosave };
}

export type Autosave = ReturnType<typeof useAutosave>;
